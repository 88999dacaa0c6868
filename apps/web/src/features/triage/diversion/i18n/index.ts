import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../../i18n/index.ts';
import { diversionCatalogues } from './catalogues.ts';

export const DIVERSION_NS = diversionCatalogues.namespace;

addNamespace(diversionCatalogues);

export const useDiversionTranslation = () => useTranslation(DIVERSION_NS);
