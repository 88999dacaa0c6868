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

export interface Service {
  id: string;
  /** The route the entry opens. */
  path: string;
  icon: ComponentType<{ className?: string }>;
  /** Hidden when the hospital switched this module off. */
  module?: HospitalModule;
  group: 'quick' | 'care' | 'hospital';
  color: string;
}

export const SERVICES: Service[] = [
  {
    id: 'register',
    path: '/registerPages/registerPage',
    icon: CalendarOutline,
    module: 'registration',
    group: 'quick',
    color: '#1f6fe5',
  },
  {
    id: 'outpatientPay',
    path: '/outpatientPay/unpaid',
    icon: PayCircleOutline,
    module: 'outpatientPay',
    group: 'quick',
    color: '#00a870',
  },
  {
    id: 'reports',
    path: '/reportQuery/reportQuery',
    icon: ReceiptOutline,
    module: 'reports',
    group: 'quick',
    color: '#f08a00',
  },
  {
    id: 'inpatient',
    path: '/inHospitalManagePages/hospitalManage',
    icon: HeartOutline,
    module: 'inpatient',
    group: 'quick',
    color: '#7b61ff',
  },
  {
    id: 'regHistory',
    path: '/regHistory/regHistory',
    icon: FileOutline,
    module: 'registration',
    group: 'care',
    color: '#1f6fe5',
  },
  {
    id: 'paymentRecords',
    path: '/paymentRecords/paymentRecord',
    icon: BillOutline,
    group: 'care',
    color: '#00a870',
  },
  {
    id: 'nucleicAcid',
    path: '/nucleicAcid/nucleicAcid',
    icon: ScanningOutline,
    module: 'nucleicAcid',
    group: 'care',
    color: '#13a8a8',
  },
  {
    id: 'inspection',
    path: '/appointmentInspection/bulletinBoard',
    icon: ClockCircleOutline,
    module: 'appointmentInspection',
    group: 'care',
    color: '#f08a00',
  },
  {
    id: 'intelGuidance',
    path: '/intelGuidance/intelGuidance',
    icon: CompassOutline,
    module: 'intelGuidance',
    group: 'care',
    color: '#7b61ff',
  },
  {
    id: 'preDiagnosis',
    path: '/preDiagnosis/preDiagnosis',
    icon: EditSOutline,
    module: 'preDiagnosis',
    group: 'care',
    color: '#e5484d',
  },
  {
    id: 'waitList',
    path: '/waitingPages/waitList',
    icon: TeamOutline,
    module: 'waitingQueue',
    group: 'care',
    color: '#1f6fe5',
  },
  {
    id: 'patients',
    path: '/patientManager/patientManager',
    icon: UserContactOutline,
    group: 'care',
    color: '#13a8a8',
  },
  {
    id: 'selfAdmission',
    path: '/selfBeHospitalizedPages/selfBeHospitalized',
    icon: AddCircleOutline,
    module: 'selfAdmission',
    group: 'care',
    color: '#00a870',
  },
  {
    id: 'selfDischarge',
    path: '/inHospitalManagePages/outHospital',
    icon: TravelOutline,
    module: 'selfDischarge',
    group: 'care',
    color: '#f08a00',
  },
  {
    id: 'newCrown',
    path: '/newCrownAppointment/newCrownStart',
    icon: HistogramOutline,
    module: 'newCrown',
    group: 'care',
    color: '#7b61ff',
  },
  {
    id: 'fever',
    path: '/FeverDep',
    icon: FireFill,
    module: 'fever',
    group: 'care',
    color: '#e5484d',
  },
  {
    id: 'hospitalGuide',
    path: '/hospitalGuidePages/hospitalGuide',
    icon: EnvironmentOutline,
    module: 'hospitalGuide',
    group: 'hospital',
    color: '#1f6fe5',
  },
  {
    id: 'hospitalIntro',
    path: '/hospitalManagePages/hospitalIntroduce',
    icon: ContentOutline,
    group: 'hospital',
    color: '#13a8a8',
  },
  {
    id: 'experts',
    path: '/prefessorIntro/prefessorIntro',
    icon: UserOutline,
    group: 'hospital',
    color: '#7b61ff',
  },
  {
    id: 'followDoctor',
    path: '/doctor/followDoctor',
    icon: StarOutline,
    module: 'doctorFollow',
    group: 'hospital',
    color: '#f08a00',
  },
  {
    id: 'healthEducation',
    path: '/healthEducation/healthEducation',
    icon: LikeOutline,
    module: 'news',
    group: 'hospital',
    color: '#00a870',
  },
  {
    id: 'survey',
    path: '/questionSurvey/surveyList',
    icon: QuestionCircleOutline,
    module: 'survey',
    group: 'hospital',
    color: '#1f6fe5',
  },
  {
    id: 'feedback',
    path: '/feedbackPages/feedbackList',
    icon: MessageOutline,
    module: 'feedback',
    group: 'hospital',
    color: '#e5484d',
  },
];

export function enabledServices(
  modules: Partial<Record<HospitalModule, boolean>> | undefined,
): Service[] {
  return SERVICES.filter((service) => !service.module || modules?.[service.module] !== false);
}
