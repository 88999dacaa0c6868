import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { queueZhCN } from './zh-cn.ts';

/** The feature's own namespace, so its strings live beside its page. */
export const QUEUE_NS = 'queue';

addNamespace(QUEUE_NS, queueZhCN, async () => (await import('./en.ts')).queueEn);

export const useQueueTranslation = () => useTranslation(QUEUE_NS);
