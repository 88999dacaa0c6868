import type {
  BizConfig,
  DoctorDetail,
  PatientSummary,
  Schedule,
  TextSection,
} from '@hospital/contract';
import { http as mock, HttpResponse } from 'msw';

export const doctor: DoctorDetail = {
  docId: 7,
  doctorCode: 'D0007',
  name: '李一鸣',
  title: '主任医师',
  gender: 'MALE',
  speciality: '冠心病、高血压',
  avatarUrl: '/avatars/d7.svg',
  deptId: 3,
  deptCode: 'NK01',
  deptName: '心血管内科',
  feeFen: 5000,
  remaining: 12,
  rating: 4.8,
  ratingCount: 20,
  intro: '从事心血管内科临床工作 30 年。',
  location: '门诊楼2楼A区',
  followers: 8,
  followed: false,
};

export const schedule = (values: Partial<Schedule> = {}): Schedule => ({
  id: 41,
  docId: 7,
  date: '2026-11-23',
  weekday: 1,
  period: 'morning',
  feeFen: 5000,
  remaining: 6,
  capacity: 20,
  status: 'open',
  ...values,
});

export const patient = (values: Partial<PatientSummary> = {}): PatientSummary => ({
  id: 1,
  name: '王建华',
  gender: 'MALE',
  relation: 'SELF',
  idType: 'ID_CARD',
  idNumberMasked: '1101**********1234',
  phoneMasked: '138****8000',
  patientCode: 'P519122289',
  isDefault: true,
  avatarUrl: null,
  birthDate: '1980-03-07',
  age: 46,
  insuranceCardBound: false,
  ...values,
});

export const bizConfig = (serverTime: string): BizConfig => ({
  hospitalName: '示例人民医院',
  registrationWindow: { start: { hour: 7, minute: 0 }, end: { hour: 0, minute: 30 } },
  paymentTimeoutMinutes: 15,
  cancelCutoffHours: 2,
  bookingDays: 14,
  creditPayEnabled: false,
  hcarePayEnabled: false,
  serverTime,
});

export const consent: TextSection = {
  title: '挂号知情同意书',
  paragraphs: ['请确认就诊人信息真实、准确，实名就诊。'],
};

/** The reads of the confirm page, with the server's time as given. */
export const confirmHandlers = (serverTime: string, patients = [patient()]) => [
  mock.get('*/api/doctors/7', () => HttpResponse.json(doctor)),
  mock.get('*/api/hospitals/NK01/7/Schedules', () => HttpResponse.json([schedule()])),
  mock.get('*/api/patients/findPatient', () => HttpResponse.json(patients)),
  mock.get('*/api/appointment/registerInformedConsentTip', () => HttpResponse.json(consent)),
  mock.get('*/api/hospitals/getBizConfig', () => HttpResponse.json(bizConfig(serverTime))),
];
