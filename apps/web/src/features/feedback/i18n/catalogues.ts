import type { Catalogues } from '../../../i18n/index.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const feedbackCatalogues: Catalogues = {
  namespace: 'feedback',
  load: {
    'zh-CN': async () => (await import('./zh-cn.ts')).feedbackZhCN,
    en: async () => (await import('./en.ts')).feedbackEn,
  },
};
