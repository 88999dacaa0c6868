import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { reportsCatalogues } from './catalogues.ts';

export const REPORTS_NS = reportsCatalogues.namespace;

addNamespace(reportsCatalogues);

export const useReportsTranslation = () => useTranslation(REPORTS_NS);
