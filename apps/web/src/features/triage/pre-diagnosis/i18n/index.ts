import { useTranslation } from 'react-i18next';
import { i18n } from '../../../../i18n/index.ts';
import { preDiagnosisEn } from './en.ts';
import { preDiagnosisZhCN } from './zh-cn.ts';

/** The pre-diagnosis pages' own namespace, so their strings live beside them. */
export const PRE_DIAGNOSIS_NS = 'preDiagnosis';

i18n.addResourceBundle('zh-CN', PRE_DIAGNOSIS_NS, preDiagnosisZhCN);
i18n.addResourceBundle('en', PRE_DIAGNOSIS_NS, preDiagnosisEn);

export const usePreDiagnosisTranslation = () => useTranslation(PRE_DIAGNOSIS_NS);
