import type { Catalogues } from '../../../i18n/index.ts';

/** The feature's own namespace, so its strings live beside its page. */
export const queueCatalogues: Catalogues = {
  namespace: 'queue',
  load: {
    'zh-CN': async () => (await import('./zh-cn.ts')).queueZhCN,
    en: async () => (await import('./en.ts')).queueEn,
  },
};
