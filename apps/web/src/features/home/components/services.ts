import type { HospitalModule } from '@hospital/contract';
import {
  AddCircleOutline,
  BillOutline,
  CalendarOutline,
  ClockCircleOutline,
  CompassOutline,
  ContentOutline,
  EditSOutline,
  EnvironmentOutline,
  FileOutline,
  FireFill,
  HeartOutline,
  HistogramOutline,
  LikeOutline,
  MessageOutline,
  PayCircleOutline,
  QuestionCircleOutline,
  ReceiptOutline,
  ScanningOutline,
  StarOutline,
  TeamOutline,
  TravelOutline,
  UserContactOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { ComponentType } from 'react';
import { moduleOfPath } from '../../../lib/hospital-modules.ts';
import { paths } from '../../../lib/paths.ts';

export interface Service {
  id: string;
  /** The route the entry opens. */
  path: string;
  icon: ComponentType<{ className?: string }>;
  group: 'quick' | 'care' | 'hospital';
  color: string;
}

export const SERVICES: Service[] = [
  {
    id: 'register',
    path: paths.register,
    icon: CalendarOutline,
    group: 'quick',
    color: '#1f6fe5',
  },
  {
    id: 'outpatientPay',
    path: paths.outpatientUnpaid,
    icon: PayCircleOutline,
    group: 'quick',
    color: '#00a870',
  },
  {
    id: 'reports',
    path: paths.reportQuery,
    icon: ReceiptOutline,
    group: 'quick',
    color: '#f08a00',
  },
  {
    id: 'inpatient',
    path: paths.inHospitalManage,
    icon: HeartOutline,
    group: 'quick',
    color: '#7b61ff',
  },
  {
    id: 'regHistory',
    path: paths.regHistory,
    icon: FileOutline,
    group: 'care',
    color: '#1f6fe5',
  },
  {
    id: 'paymentRecords',
    path: paths.paymentRecords,
    icon: BillOutline,
    group: 'care',
    color: '#00a870',
  },
  {
    id: 'nucleicAcid',
    path: paths.nucleicAcid,
    icon: ScanningOutline,
    group: 'care',
    color: '#13a8a8',
  },
  {
    id: 'inspection',
    path: paths.inspectionBulletin,
    icon: ClockCircleOutline,
    group: 'care',
    color: '#f08a00',
  },
  {
    id: 'intelGuidance',
    path: paths.intelGuidanceStart,
    icon: CompassOutline,
    group: 'care',
    color: '#7b61ff',
  },
  {
    id: 'preDiagnosis',
    path: paths.preDiagnosis,
    icon: EditSOutline,
    group: 'care',
    color: '#e5484d',
  },
  {
    id: 'waitList',
    path: paths.waitList,
    icon: TeamOutline,
    group: 'care',
    color: '#1f6fe5',
  },
  {
    id: 'patients',
    path: paths.patientManager,
    icon: UserContactOutline,
    group: 'care',
    color: '#13a8a8',
  },
  {
    id: 'selfAdmission',
    path: paths.selfHospitalized,
    icon: AddCircleOutline,
    group: 'care',
    color: '#00a870',
  },
  {
    id: 'selfDischarge',
    path: paths.outHospital,
    icon: TravelOutline,
    group: 'care',
    color: '#f08a00',
  },
  {
    id: 'newCrown',
    path: paths.newCrownStart,
    icon: HistogramOutline,
    group: 'care',
    color: '#7b61ff',
  },
  {
    id: 'fever',
    path: paths.feverClinic,
    icon: FireFill,
    group: 'care',
    color: '#e5484d',
  },
  {
    id: 'hospitalGuide',
    path: paths.hospitalGuide,
    icon: EnvironmentOutline,
    group: 'hospital',
    color: '#1f6fe5',
  },
  {
    id: 'hospitalIntro',
    path: paths.hospitalIntroduce,
    icon: ContentOutline,
    group: 'hospital',
    color: '#13a8a8',
  },
  {
    id: 'experts',
    path: paths.experts,
    icon: UserOutline,
    group: 'hospital',
    color: '#7b61ff',
  },
  {
    id: 'followDoctor',
    path: paths.followDoctor,
    icon: StarOutline,
    group: 'hospital',
    color: '#f08a00',
  },
  {
    id: 'healthEducation',
    path: paths.healthEducation,
    icon: LikeOutline,
    group: 'hospital',
    color: '#00a870',
  },
  {
    id: 'survey',
    path: paths.surveyList,
    icon: QuestionCircleOutline,
    group: 'hospital',
    color: '#1f6fe5',
  },
  {
    id: 'feedback',
    path: paths.feedbackList,
    icon: MessageOutline,
    group: 'hospital',
    color: '#e5484d',
  },
];

/** The six services patients use most, which senior mode's home offers as large tiles. */
export const COMMON_SERVICE_IDS = [
  'register',
  'outpatientPay',
  'reports',
  'inpatient',
  'waitList',
  'regHistory',
] as const;
export type CommonServiceId = (typeof COMMON_SERVICE_IDS)[number];

/** The entries whose page is not in an area the hospital switched off (lib/hospital-modules.ts). */
export function enabledServices(
  modules: Partial<Record<HospitalModule, boolean>> | undefined,
): Service[] {
  return SERVICES.filter((service) => {
    const module = moduleOfPath(service.path);
    return !module || modules?.[module] !== false;
  });
}
