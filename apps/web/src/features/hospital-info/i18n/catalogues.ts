import type { Catalogues } from '../../../i18n/index.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const hospitalInfoCatalogues: Catalogues = {
  namespace: 'hospitalInfo',
  load: {
    'zh-CN': async () => (await import('./zh-cn.ts')).hospitalInfoZhCN,
    en: async () => (await import('./en.ts')).hospitalInfoEn,
  },
};
