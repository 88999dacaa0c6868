import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { registrationZhCN } from './zh-cn.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const REGISTRATION_NS = 'registration';

addNamespace(
  REGISTRATION_NS,
  registrationZhCN,
  async () => (await import('./en.ts')).registrationEn,
);

export const useRegistrationTranslation = () => useTranslation(REGISTRATION_NS);
