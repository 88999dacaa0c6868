import type { Catalogues } from '../../../i18n/index.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const nucleicAcidCatalogues: Catalogues = {
  namespace: 'nucleicAcid',
  load: {
    'zh-CN': async () => (await import('./zh-cn.ts')).nucleicAcidZhCN,
    en: async () => (await import('./en.ts')).nucleicAcidEn,
  },
};
