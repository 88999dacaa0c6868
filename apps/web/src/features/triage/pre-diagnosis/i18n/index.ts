import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../../i18n/index.ts';
import { preDiagnosisCatalogues } from './catalogues.ts';

export const PRE_DIAGNOSIS_NS = preDiagnosisCatalogues.namespace;

addNamespace(preDiagnosisCatalogues);

export const usePreDiagnosisTranslation = () => useTranslation(PRE_DIAGNOSIS_NS);
