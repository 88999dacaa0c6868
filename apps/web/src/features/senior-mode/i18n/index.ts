import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/index.ts';
import { seniorEn } from './en.ts';
import { seniorZhCN } from './zh-cn.ts';

/** The feature's own namespace, so its strings live beside its components. */
export const SENIOR_NS = 'senior';

i18n.addResourceBundle('zh-CN', SENIOR_NS, seniorZhCN);
i18n.addResourceBundle('en', SENIOR_NS, seniorEn);

export const useSeniorTranslation = () => useTranslation(SENIOR_NS);
