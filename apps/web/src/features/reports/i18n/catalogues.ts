import type { Catalogues } from '../../../i18n/index.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const reportsCatalogues: Catalogues = {
  namespace: 'reports',
  load: {
    'zh-CN': async () => (await import('./zh-cn.ts')).reportsZhCN,
    en: async () => (await import('./en.ts')).reportsEn,
  },
};
