import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/index.ts';
import { appointmentsEn } from './en.ts';
import { appointmentsZhCN } from './zh-cn.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const APPOINTMENTS_NS = 'appointments';

i18n.addResourceBundle('zh-CN', APPOINTMENTS_NS, appointmentsZhCN);
i18n.addResourceBundle('en', APPOINTMENTS_NS, appointmentsEn);

export const useAppointmentsTranslation = () => useTranslation(APPOINTMENTS_NS);
