import { useTranslation } from 'react-i18next';
import { i18n } from '../../../../i18n/index.ts';
import { diversionEn } from './en.ts';
import { diversionZhCN } from './zh-cn.ts';

/** The diversion page's own namespace, loaded with its chunk. */
export const DIVERSION_NS = 'triageDiversion';

i18n.addResourceBundle('zh-CN', DIVERSION_NS, diversionZhCN);
i18n.addResourceBundle('en', DIVERSION_NS, diversionEn);

export const useDiversionTranslation = () => useTranslation(DIVERSION_NS);
