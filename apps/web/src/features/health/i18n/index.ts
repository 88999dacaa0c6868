import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { healthZhCN } from './zh-cn.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const HEALTH_NS = 'health';

addNamespace(HEALTH_NS, healthZhCN, async () => (await import('./en.ts')).healthEn);

export const useHealthTranslation = () => useTranslation(HEALTH_NS);
