import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { seniorHomeZhCN } from './zh-cn.ts';

/** Imported by senior mode's home only, so the full home's chunk does not carry these strings. */
export const SENIOR_HOME_NS = 'seniorHome';

addNamespace(SENIOR_HOME_NS, seniorHomeZhCN, async () => (await import('./en.ts')).seniorHomeEn);

export const useSeniorHomeTranslation = () => useTranslation(SENIOR_HOME_NS);
