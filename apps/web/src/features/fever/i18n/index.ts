import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { feverZhCN } from './zh-cn.ts';

/** The fever clinic pages' own namespace, so their strings live beside them. */
export const FEVER_NS = 'fever';

addNamespace(FEVER_NS, feverZhCN, async () => (await import('./en.ts')).feverEn);

export const useFeverTranslation = () => useTranslation(FEVER_NS);
