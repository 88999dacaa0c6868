import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { dischargeCatalogues } from './catalogues.ts';

export const DISCHARGE_NS = dischargeCatalogues.namespace;

addNamespace(dischargeCatalogues);

export const useDischargeTranslation = () => useTranslation(DISCHARGE_NS);
