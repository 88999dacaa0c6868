import type { Catalogues } from '../../../i18n/index.ts';

/** The feature's own namespace, so its strings live beside its components. */
export const seniorCatalogues: Catalogues = {
  namespace: 'senior',
  load: {
    'zh-CN': async () => (await import('./zh-cn.ts')).seniorZhCN,
    en: async () => (await import('./en.ts')).seniorEn,
  },
};
