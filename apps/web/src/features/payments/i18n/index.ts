import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { paymentsCatalogues } from './catalogues.ts';

export const PAYMENTS_NS = paymentsCatalogues.namespace;

addNamespace(paymentsCatalogues);

export const usePaymentsTranslation = () => useTranslation(PAYMENTS_NS);
