import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { inpatientCatalogues } from './catalogues.ts';

export const INPATIENT_NS = inpatientCatalogues.namespace;

addNamespace(inpatientCatalogues);

export const useInpatientTranslation = () => useTranslation(INPATIENT_NS);
