import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/index.ts';
import { seniorHomeEn } from './en.ts';
import { seniorHomeZhCN } from './zh-cn.ts';

/** Imported by senior mode's home only, so the full home's chunk does not carry these strings. */
export const SENIOR_HOME_NS = 'seniorHome';

i18n.addResourceBundle('zh-CN', SENIOR_HOME_NS, seniorHomeZhCN);
i18n.addResourceBundle('en', SENIOR_HOME_NS, seniorHomeEn);

export const useSeniorHomeTranslation = () => useTranslation(SENIOR_HOME_NS);
