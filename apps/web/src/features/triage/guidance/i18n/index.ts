import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../../i18n/index.ts';
import { guidanceCatalogues } from './catalogues.ts';

export const GUIDANCE_NS = guidanceCatalogues.namespace;

addNamespace(guidanceCatalogues);

export const useGuidanceTranslation = () => useTranslation(GUIDANCE_NS);
