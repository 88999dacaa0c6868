import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { seniorZhCN } from './zh-cn.ts';

/** The feature's own namespace, so its strings live beside its components. */
export const SENIOR_NS = 'senior';

addNamespace(SENIOR_NS, seniorZhCN, async () => (await import('./en.ts')).seniorEn);

export const useSeniorTranslation = () => useTranslation(SENIOR_NS);
