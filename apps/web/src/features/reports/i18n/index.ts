import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { reportsZhCN } from './zh-cn.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const REPORTS_NS = 'reports';

addNamespace(REPORTS_NS, reportsZhCN, async () => (await import('./en.ts')).reportsEn);

export const useReportsTranslation = () => useTranslation(REPORTS_NS);
