import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { doctorsZhCN } from './zh-cn.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const DOCTORS_NS = 'doctors';

addNamespace(DOCTORS_NS, doctorsZhCN, async () => (await import('./en.ts')).doctorsEn);

export const useDoctorsTranslation = () => useTranslation(DOCTORS_NS);
