import type { Catalogues } from '../../../i18n/index.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const inpatientCatalogues: Catalogues = {
  namespace: 'inpatient',
  load: {
    'zh-CN': async () => (await import('./zh-cn.ts')).inpatientZhCN,
    en: async () => (await import('./en.ts')).inpatientEn,
  },
};
