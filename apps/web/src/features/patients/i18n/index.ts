import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { patientsZhCN } from './zh-cn.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const PATIENTS_NS = 'patients';

addNamespace(PATIENTS_NS, patientsZhCN, async () => (await import('./en.ts')).patientsEn);

export const usePatientsTranslation = () => useTranslation(PATIENTS_NS);
