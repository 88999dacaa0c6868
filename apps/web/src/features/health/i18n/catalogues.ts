import type { Catalogues } from '../../../i18n/index.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const healthCatalogues: Catalogues = {
  namespace: 'health',
  load: {
    'zh-CN': async () => (await import('./zh-cn.ts')).healthZhCN,
    en: async () => (await import('./en.ts')).healthEn,
  },
};
