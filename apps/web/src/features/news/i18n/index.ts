import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { newsZhCN } from './zh-cn.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const NEWS_NS = 'news';

addNamespace(NEWS_NS, newsZhCN, async () => (await import('./en.ts')).newsEn);

export const useNewsTranslation = () => useTranslation(NEWS_NS);
