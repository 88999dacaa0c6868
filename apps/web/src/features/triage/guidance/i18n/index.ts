import { useTranslation } from 'react-i18next';
import { i18n } from '../../../../i18n/index.ts';
import { guidanceEn } from './en.ts';
import { guidanceZhCN } from './zh-cn.ts';

/** The guidance pages' own namespace, so their strings live beside them. */
export const GUIDANCE_NS = 'triageGuidance';

i18n.addResourceBundle('zh-CN', GUIDANCE_NS, guidanceZhCN);
i18n.addResourceBundle('en', GUIDANCE_NS, guidanceEn);

export const useGuidanceTranslation = () => useTranslation(GUIDANCE_NS);
