import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { feverCatalogues } from './catalogues.ts';

export const FEVER_NS = feverCatalogues.namespace;

addNamespace(feverCatalogues);

export const useFeverTranslation = () => useTranslation(FEVER_NS);
