import type { Catalogues } from '../../../i18n/index.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const doctorsCatalogues: Catalogues = {
  namespace: 'doctors',
  load: {
    'zh-CN': async () => (await import('./zh-cn.ts')).doctorsZhCN,
    en: async () => (await import('./en.ts')).doctorsEn,
  },
};
