import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { seniorCatalogues } from './catalogues.ts';

export const SENIOR_NS = seniorCatalogues.namespace;

addNamespace(seniorCatalogues);

export const useSeniorTranslation = () => useTranslation(SENIOR_NS);
