import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/index.ts';
import { reportsEn } from './en.ts';
import { reportsZhCN } from './zh-cn.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const REPORTS_NS = 'reports';

i18n.addResourceBundle('zh-CN', REPORTS_NS, reportsZhCN);
i18n.addResourceBundle('en', REPORTS_NS, reportsEn);

export const useReportsTranslation = () => useTranslation(REPORTS_NS);
