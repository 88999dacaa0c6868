import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { examsZhCN } from './zh-cn.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const EXAMS_NS = 'exams';

addNamespace(EXAMS_NS, examsZhCN, async () => (await import('./en.ts')).examsEn);

export const useExamsTranslation = () => useTranslation(EXAMS_NS);
