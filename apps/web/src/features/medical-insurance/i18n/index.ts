import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { medicalInsuranceCatalogues } from './catalogues.ts';

addNamespace(medicalInsuranceCatalogues);

export const useMedicalInsuranceTranslation = () =>
  useTranslation(medicalInsuranceCatalogues.namespace);
