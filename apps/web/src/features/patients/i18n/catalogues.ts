import type { Catalogues } from '../../../i18n/index.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const patientsCatalogues: Catalogues = {
  namespace: 'patients',
  load: {
    'zh-CN': async () => (await import('./zh-cn.ts')).patientsZhCN,
    en: async () => (await import('./en.ts')).patientsEn,
  },
};
