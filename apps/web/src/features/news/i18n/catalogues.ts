import type { Catalogues } from '../../../i18n/index.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const newsCatalogues: Catalogues = {
  namespace: 'news',
  load: {
    'zh-CN': async () => (await import('./zh-cn.ts')).newsZhCN,
    en: async () => (await import('./en.ts')).newsEn,
  },
};
