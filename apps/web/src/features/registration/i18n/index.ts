import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/index.ts';
import { registrationEn } from './en.ts';
import { registrationZhCN } from './zh-cn.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const REGISTRATION_NS = 'registration';

i18n.addResourceBundle('zh-CN', REGISTRATION_NS, registrationZhCN);
i18n.addResourceBundle('en', REGISTRATION_NS, registrationEn);

export const useRegistrationTranslation = () => useTranslation(REGISTRATION_NS);
