import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { appointmentsZhCN } from './zh-cn.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const APPOINTMENTS_NS = 'appointments';

addNamespace(
  APPOINTMENTS_NS,
  appointmentsZhCN,
  async () => (await import('./en.ts')).appointmentsEn,
);

export const useAppointmentsTranslation = () => useTranslation(APPOINTMENTS_NS);
