import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/index.ts';
import { surveysEn } from './en.ts';
import { surveysZhCN } from './zh-cn.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const SURVEYS_NS = 'surveys';

i18n.addResourceBundle('zh-CN', SURVEYS_NS, surveysZhCN);
i18n.addResourceBundle('en', SURVEYS_NS, surveysEn);

export const useSurveysTranslation = () => useTranslation(SURVEYS_NS);
