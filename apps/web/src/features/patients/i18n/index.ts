import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/index.ts';
import { patientsEn } from './en.ts';
import { patientsZhCN } from './zh-cn.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const PATIENTS_NS = 'patients';

i18n.addResourceBundle('zh-CN', PATIENTS_NS, patientsZhCN);
i18n.addResourceBundle('en', PATIENTS_NS, patientsEn);

export const usePatientsTranslation = () => useTranslation(PATIENTS_NS);
