import type { Catalogues } from '../../../../i18n/index.ts';

/** The pre-diagnosis pages' own namespace, so their strings live beside them. */
export const preDiagnosisCatalogues: Catalogues = {
  namespace: 'preDiagnosis',
  load: {
    'zh-CN': async () => (await import('./zh-cn.ts')).preDiagnosisZhCN,
    en: async () => (await import('./en.ts')).preDiagnosisEn,
  },
};
