import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { hospitalInfoCatalogues } from './catalogues.ts';

export const HOSPITAL_INFO_NS = hospitalInfoCatalogues.namespace;

addNamespace(hospitalInfoCatalogues);

export const useHospitalInfoTranslation = () => useTranslation(HOSPITAL_INFO_NS);
