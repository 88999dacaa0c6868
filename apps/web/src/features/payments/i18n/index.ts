import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/index.ts';
import { paymentsEn } from './en.ts';
import { paymentsZhCN } from './zh-cn.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const PAYMENTS_NS = 'payments';

i18n.addResourceBundle('zh-CN', PAYMENTS_NS, paymentsZhCN);
i18n.addResourceBundle('en', PAYMENTS_NS, paymentsEn);

export const usePaymentsTranslation = () => useTranslation(PAYMENTS_NS);
