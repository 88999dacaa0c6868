import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/index.ts';
import { hospitalInfoEn } from './en.ts';
import { hospitalInfoZhCN } from './zh-cn.ts';

/** The feature's own namespace, so its strings live beside its pages. */
export const HOSPITAL_INFO_NS = 'hospitalInfo';

i18n.addResourceBundle('zh-CN', HOSPITAL_INFO_NS, hospitalInfoZhCN);
i18n.addResourceBundle('en', HOSPITAL_INFO_NS, hospitalInfoEn);

export const useHospitalInfoTranslation = () => useTranslation(HOSPITAL_INFO_NS);
