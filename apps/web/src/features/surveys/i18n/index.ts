import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { surveysZhCN } from './zh-cn.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const SURVEYS_NS = 'surveys';

addNamespace(SURVEYS_NS, surveysZhCN, async () => (await import('./en.ts')).surveysEn);

export const useSurveysTranslation = () => useTranslation(SURVEYS_NS);
