import type { Catalogues } from '../../../i18n/index.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const surveysCatalogues: Catalogues = {
  namespace: 'surveys',
  load: {
    'zh-CN': async () => (await import('./zh-cn.ts')).surveysZhCN,
    en: async () => (await import('./en.ts')).surveysEn,
  },
};
