import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../../i18n/index.ts';
import { guidanceZhCN } from './zh-cn.ts';

/** The guidance pages' own namespace, so their strings live beside them. */
export const GUIDANCE_NS = 'triageGuidance';

addNamespace(GUIDANCE_NS, guidanceZhCN, async () => (await import('./en.ts')).guidanceEn);

export const useGuidanceTranslation = () => useTranslation(GUIDANCE_NS);
