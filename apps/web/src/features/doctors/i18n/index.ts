import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/index.ts';
import { doctorsEn } from './en.ts';
import { doctorsZhCN } from './zh-cn.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const DOCTORS_NS = 'doctors';

i18n.addResourceBundle('zh-CN', DOCTORS_NS, doctorsZhCN);
i18n.addResourceBundle('en', DOCTORS_NS, doctorsEn);

export const useDoctorsTranslation = () => useTranslation(DOCTORS_NS);
