import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { paymentsZhCN } from './zh-cn.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const PAYMENTS_NS = 'payments';

addNamespace(PAYMENTS_NS, paymentsZhCN, async () => (await import('./en.ts')).paymentsEn);

export const usePaymentsTranslation = () => useTranslation(PAYMENTS_NS);
