import type { Catalogues } from '../../../i18n/index.ts';

/** The fever clinic pages' own namespace, so their strings live beside them. */
export const feverCatalogues: Catalogues = {
  namespace: 'fever',
  load: {
    'zh-CN': async () => (await import('./zh-cn.ts')).feverZhCN,
    en: async () => (await import('./en.ts')).feverEn,
  },
};
