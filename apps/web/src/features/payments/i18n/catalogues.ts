import type { Catalogues } from '../../../i18n/index.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const paymentsCatalogues: Catalogues = {
  namespace: 'payments',
  load: {
    'zh-CN': async () => (await import('./zh-cn.ts')).paymentsZhCN,
    en: async () => (await import('./en.ts')).paymentsEn,
  },
};
