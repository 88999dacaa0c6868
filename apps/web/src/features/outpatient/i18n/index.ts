import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { outpatientCatalogues } from './catalogues.ts';

export const OUTPATIENT_NS = outpatientCatalogues.namespace;

addNamespace(outpatientCatalogues);

export const useOutpatientTranslation = () => useTranslation(OUTPATIENT_NS);
