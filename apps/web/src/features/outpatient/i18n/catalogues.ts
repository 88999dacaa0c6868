import type { Catalogues } from '../../../i18n/index.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const outpatientCatalogues: Catalogues = {
  namespace: 'outpatient',
  load: {
    'zh-CN': async () => (await import('./zh-cn.ts')).outpatientZhCN,
    en: async () => (await import('./en.ts')).outpatientEn,
  },
};
