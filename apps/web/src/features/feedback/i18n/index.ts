import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { feedbackZhCN } from './zh-cn.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const FEEDBACK_NS = 'feedback';

addNamespace(FEEDBACK_NS, feedbackZhCN, async () => (await import('./en.ts')).feedbackEn);

export const useFeedbackTranslation = () => useTranslation(FEEDBACK_NS);
