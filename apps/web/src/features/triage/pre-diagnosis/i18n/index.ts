import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../../i18n/index.ts';
import { preDiagnosisZhCN } from './zh-cn.ts';

/** The pre-diagnosis pages' own namespace, so their strings live beside them. */
export const PRE_DIAGNOSIS_NS = 'preDiagnosis';

addNamespace(
  PRE_DIAGNOSIS_NS,
  preDiagnosisZhCN,
  async () => (await import('./en.ts')).preDiagnosisEn,
);

export const usePreDiagnosisTranslation = () => useTranslation(PRE_DIAGNOSIS_NS);
