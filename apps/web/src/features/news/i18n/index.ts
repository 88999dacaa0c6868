import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { newsCatalogues } from './catalogues.ts';

export const NEWS_NS = newsCatalogues.namespace;

addNamespace(newsCatalogues);

export const useNewsTranslation = () => useTranslation(NEWS_NS);
