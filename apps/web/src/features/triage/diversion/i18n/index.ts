import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../../i18n/index.ts';
import { diversionZhCN } from './zh-cn.ts';

/** The diversion page's own namespace, its Chinese loaded with its chunk, its English only when shown. */
export const DIVERSION_NS = 'triageDiversion';

addNamespace(DIVERSION_NS, diversionZhCN, async () => (await import('./en.ts')).diversionEn);

export const useDiversionTranslation = () => useTranslation(DIVERSION_NS);
