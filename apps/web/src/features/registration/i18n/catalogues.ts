import type { Catalogues } from '../../../i18n/index.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const registrationCatalogues: Catalogues = {
  namespace: 'registration',
  load: {
    'zh-CN': async () => (await import('./zh-cn.ts')).registrationZhCN,
    en: async () => (await import('./en.ts')).registrationEn,
  },
};
