import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { healthCatalogues } from './catalogues.ts';

export const HEALTH_NS = healthCatalogues.namespace;

addNamespace(healthCatalogues);

export const useHealthTranslation = () => useTranslation(HEALTH_NS);
