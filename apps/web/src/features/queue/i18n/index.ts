import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/index.ts';
import { queueEn } from './en.ts';
import { queueZhCN } from './zh-cn.ts';

/** The feature's own namespace, so its strings live beside its page. */
export const QUEUE_NS = 'queue';

i18n.addResourceBundle('zh-CN', QUEUE_NS, queueZhCN);
i18n.addResourceBundle('en', QUEUE_NS, queueEn);

export const useQueueTranslation = () => useTranslation(QUEUE_NS);
