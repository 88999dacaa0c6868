import type { Catalogues } from '../../../i18n/index.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const selfAdmissionCatalogues: Catalogues = {
  namespace: 'selfAdmission',
  load: {
    'zh-CN': async () => (await import('./zh-cn.ts')).selfAdmissionZhCN,
    en: async () => (await import('./en.ts')).selfAdmissionEn,
  },
};
