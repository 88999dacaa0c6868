import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { selfAdmissionCatalogues } from './catalogues.ts';

export const SELF_ADMISSION_NS = selfAdmissionCatalogues.namespace;

addNamespace(selfAdmissionCatalogues);

export const useSelfAdmissionTranslation = () => useTranslation(SELF_ADMISSION_NS);
