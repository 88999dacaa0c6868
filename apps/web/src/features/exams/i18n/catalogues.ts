import type { Catalogues } from '../../../i18n/index.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const examsCatalogues: Catalogues = {
  namespace: 'exams',
  load: {
    'zh-CN': async () => (await import('./zh-cn.ts')).examsZhCN,
    en: async () => (await import('./en.ts')).examsEn,
  },
};
