import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { doctorsCatalogues } from './catalogues.ts';

export const DOCTORS_NS = doctorsCatalogues.namespace;

addNamespace(doctorsCatalogues);

export const useDoctorsTranslation = () => useTranslation(DOCTORS_NS);
