import type { Catalogues } from '../../../i18n/index.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const dischargeCatalogues: Catalogues = {
  namespace: 'discharge',
  load: {
    'zh-CN': async () => (await import('./zh-cn.ts')).dischargeZhCN,
    en: async () => (await import('./en.ts')).dischargeEn,
  },
};
