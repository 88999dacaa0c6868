import type { Catalogues } from '../../../../i18n/index.ts';

/** The guidance pages' own namespace, so their strings live beside them. */
export const guidanceCatalogues: Catalogues = {
  namespace: 'triageGuidance',
  load: {
    'zh-CN': async () => (await import('./zh-cn.ts')).guidanceZhCN,
    en: async () => (await import('./en.ts')).guidanceEn,
  },
};
