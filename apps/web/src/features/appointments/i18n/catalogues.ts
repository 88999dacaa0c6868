import type { Catalogues } from '../../../i18n/index.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const appointmentsCatalogues: Catalogues = {
  namespace: 'appointments',
  load: {
    'zh-CN': async () => (await import('./zh-cn.ts')).appointmentsZhCN,
    en: async () => (await import('./en.ts')).appointmentsEn,
  },
};
