import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/index.ts';
import { newsEn } from './en.ts';
import { newsZhCN } from './zh-cn.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const NEWS_NS = 'news';

i18n.addResourceBundle('zh-CN', NEWS_NS, newsZhCN);
i18n.addResourceBundle('en', NEWS_NS, newsEn);

export const useNewsTranslation = () => useTranslation(NEWS_NS);
