import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { patientsCatalogues } from './catalogues.ts';

export const PATIENTS_NS = patientsCatalogues.namespace;

addNamespace(patientsCatalogues);

export const usePatientsTranslation = () => useTranslation(PATIENTS_NS);
