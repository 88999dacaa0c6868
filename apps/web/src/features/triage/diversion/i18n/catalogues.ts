import type { Catalogues } from '../../../../i18n/index.ts';
import { diversionZhCN } from './zh-cn.ts';

/**
 * The diversion page's own namespace. Its Chinese travels inside the page's chunk: a
 * patient sent to the emergency room must not wait for a second download to read where to go.
 */
export const diversionCatalogues: Catalogues = {
  namespace: 'triageDiversion',
  load: {
    'zh-CN': () => Promise.resolve(diversionZhCN),
    en: async () => (await import('./en.ts')).diversionEn,
  },
};
