import { useTranslation } from 'react-i18next';
import { addNamespace } from '../../../i18n/index.ts';
import { hospitalInfoZhCN } from './zh-cn.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const HOSPITAL_INFO_NS = 'hospitalInfo';

addNamespace(
  HOSPITAL_INFO_NS,
  hospitalInfoZhCN,
  async () => (await import('./en.ts')).hospitalInfoEn,
);

export const useHospitalInfoTranslation = () => useTranslation(HOSPITAL_INFO_NS);
