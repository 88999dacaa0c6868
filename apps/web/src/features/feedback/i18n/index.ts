import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/index.ts';
import { feedbackEn } from './en.ts';
import { feedbackZhCN } from './zh-cn.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const FEEDBACK_NS = 'feedback';

i18n.addResourceBundle('zh-CN', FEEDBACK_NS, feedbackZhCN);
i18n.addResourceBundle('en', FEEDBACK_NS, feedbackEn);

export const useFeedbackTranslation = () => useTranslation(FEEDBACK_NS);
