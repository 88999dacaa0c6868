import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { examsCatalogues } from './catalogues.ts';

export const EXAMS_NS = examsCatalogues.namespace;

addNamespace(examsCatalogues);

export const useExamsTranslation = () => useTranslation(EXAMS_NS);
