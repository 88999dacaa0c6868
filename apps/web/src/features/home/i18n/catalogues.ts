import type { Catalogues } from '../../../i18n/index.ts';

/** Imported by senior mode's home only, so the full home's chunk does not carry these strings. */
export const seniorHomeCatalogues: Catalogues = {
  namespace: 'seniorHome',
  load: {
    'zh-CN': async () => (await import('./zh-cn.ts')).seniorHomeZhCN,
    en: async () => (await import('./en.ts')).seniorHomeEn,
  },
};
