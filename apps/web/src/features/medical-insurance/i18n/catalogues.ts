import type { Catalogues } from '../../../i18n/index.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const medicalInsuranceCatalogues: Catalogues = {
  namespace: 'medicalInsurance',
  load: {
    'zh-CN': async () => (await import('./zh-cn.ts')).medicalInsuranceZhCN,
    en: async () => (await import('./en.ts')).medicalInsuranceEn,
  },
};
