import {
  registerInformedConsentTipEndpoint,
  registrationRuleEndpoint,
  saveAppointmentEndpoint,
} from './appointment.ts';
import {
  cancelExamReservationEndpoint,
  changeExamReservationEndpoint,
  examDetailEndpoint,
  findExamPeriodsEndpoint,
  reserveExamEndpoint,
  reserveExamGroupEndpoint,
  reserveExamNowEndpoint,
} from './exams.ts';
import { findDoctorBookmarkEndpoint, saveAttentionEndpoint } from './doctors.ts';
import type { Endpoint } from './endpoint.ts';
import {
  feedbackDetailEndpoint,
  feedbackListEndpoint,
  userFeedbackEndpoint,
  userQuestionCategoryEndpoint,
} from './feedback.ts';
import {
  queueQueryEndpoint,
  registerDepartmentsEndpoint,
  registerTipEndpoint,
} from './hospitals.ts';
import {
  healthDictItemsEndpoint,
  healthInpatientsEndpoint,
  healthQuestionnaireEndpoint,
  healthRecordEndpoint,
  healthRecordsEndpoint,
  saveHealthRecordEndpoint,
} from './health.ts';
import type { HospitalModule } from './index-init.ts';
import {
  admissionAddressListEndpoint,
  admissionPrepayEndpoint,
  preInpatientInfoEndpoint,
  prepayInListEndpoint,
  recentAdmissionByCardEndpoint,
  saveAdmissionEndpoint,
  selfAdmissionListEndpoint,
} from './self-admission.ts';
import { closeAccountEndpoint, outBalanceEndpoint, trialOutFeeEndpoint } from './self-discharge.ts';
import {
  inpatAlipayEndpoint,
  inpatListEndpoint,
  inpatPayEndpoint,
  inpatPlatformPayEndpoint,
  saveUserInpatEndpoint,
} from './inpatient.ts';
import {
  newsArticleEndpoint,
  newsCategoryEndpoint,
  newsEndpoint,
  updateNewsReadsEndpoint,
} from './news.ts';
import {
  checkReportDetailEndpoint,
  checkReportsEndpoint,
  inspectReportDetailEndpoint,
  inspectReportsEndpoint,
  reportCommentDetailEndpoint,
  saveReportCommentEndpoint,
} from './reports.ts';
import {
  createNatOrderEndpoint,
  natItemListEndpoint,
  natQuestionnaireEndpoint,
  preRecordSaveEndpoint,
} from './nat.ts';
import { answerSurveyEndpoint, surveyEndpoint, surveysEndpoint } from './surveys.ts';
import {
  bodyPartListEndpoint,
  partSymptomDeptEndpoint,
  partSymptomEndpoint,
  precheckDataEndpoint,
  savePrecheckEndpoint,
} from './triage.ts';
import { feverDictEndpoint, saveFeverEndpoint } from './fever.ts';
import {
  billListEndpoint,
  creditLineEndpoint,
  outpatientCreditPayEndpoint,
  saveOutpatientPaymentEndpoint,
  scannedBillEndpoint,
  scanPayEndpoint,
} from './outpatient.ts';

/** Each switchable area as the hospital's staff name it in the console. */
export const HOSPITAL_MODULE_NAMES: Record<HospitalModule, string> = {
  registration: '预约挂号',
  outpatientPay: '门诊缴费',
  inpatient: '住院服务',
  reports: '报告查询',
  appointmentInspection: '检查预约',
  nucleicAcid: '核酸预约',
  newCrown: '新冠登记',
  fever: '发热门诊',
  selfAdmission: '自助入院',
  selfDischarge: '自助出院',
  waitingQueue: '排队叫号',
  hospitalGuide: '医院导航',
  intelGuidance: '智能导诊',
  preDiagnosis: '预问诊',
  doctorFollow: '关注医生',
  news: '健康宣教',
  feedback: '意见反馈',
  survey: '满意度调查',
};

/**
 * The patient endpoints that belong to one area: while the hospital has the area switched
 * off they answer 404 with `MODULE_DISABLED`. The one list the server checks, so an area's
 * new endpoint is added here, not checked in its handler. Endpoints another page also needs
 * (a doctor's follow state on the doctor page, an appointment the patient already holds)
 * stay outside, so switching an area off never breaks a page of another area.
 */
export const HOSPITAL_MODULE_ENDPOINTS: Record<HospitalModule, readonly Endpoint[]> = {
  registration: [
    registerDepartmentsEndpoint,
    registerTipEndpoint,
    registrationRuleEndpoint,
    registerInformedConsentTipEndpoint,
    saveAppointmentEndpoint,
  ],
  outpatientPay: [
    billListEndpoint,
    creditLineEndpoint,
    outpatientCreditPayEndpoint,
    saveOutpatientPaymentEndpoint,
    scannedBillEndpoint,
    scanPayEndpoint,
  ],
  inpatient: [
    inpatListEndpoint,
    saveUserInpatEndpoint,
    inpatPayEndpoint,
    inpatAlipayEndpoint,
    inpatPlatformPayEndpoint,
  ],
  reports: [
    checkReportsEndpoint,
    checkReportDetailEndpoint,
    inspectReportsEndpoint,
    inspectReportDetailEndpoint,
    reportCommentDetailEndpoint,
    saveReportCommentEndpoint,
  ],
  appointmentInspection: [
    examDetailEndpoint,
    findExamPeriodsEndpoint,
    reserveExamEndpoint,
    changeExamReservationEndpoint,
    cancelExamReservationEndpoint,
    reserveExamNowEndpoint,
    reserveExamGroupEndpoint,
  ],
  nucleicAcid: [
    natItemListEndpoint,
    natQuestionnaireEndpoint,
    preRecordSaveEndpoint,
    createNatOrderEndpoint,
  ],
  newCrown: [
    healthQuestionnaireEndpoint,
    healthDictItemsEndpoint,
    healthInpatientsEndpoint,
    healthRecordsEndpoint,
    healthRecordEndpoint,
    saveHealthRecordEndpoint,
  ],
  fever: [feverDictEndpoint, saveFeverEndpoint],
  selfAdmission: [
    selfAdmissionListEndpoint,
    preInpatientInfoEndpoint,
    prepayInListEndpoint,
    recentAdmissionByCardEndpoint,
    admissionAddressListEndpoint,
    saveAdmissionEndpoint,
    admissionPrepayEndpoint,
  ],
  selfDischarge: [trialOutFeeEndpoint, closeAccountEndpoint, outBalanceEndpoint],
  waitingQueue: [queueQueryEndpoint],
  hospitalGuide: [],
  intelGuidance: [bodyPartListEndpoint, partSymptomEndpoint, partSymptomDeptEndpoint],
  preDiagnosis: [precheckDataEndpoint, savePrecheckEndpoint],
  doctorFollow: [findDoctorBookmarkEndpoint, saveAttentionEndpoint],
  news: [newsCategoryEndpoint, newsEndpoint, newsArticleEndpoint, updateNewsReadsEndpoint],
  feedback: [
    userQuestionCategoryEndpoint,
    userFeedbackEndpoint,
    feedbackListEndpoint,
    feedbackDetailEndpoint,
  ],
  survey: [surveysEndpoint, surveyEndpoint, answerSurveyEndpoint],
};

const moduleOfEndpoint = new Map<Endpoint, HospitalModule>(
  Object.entries(HOSPITAL_MODULE_ENDPOINTS).flatMap(([module, endpoints]) =>
    endpoints.map((endpoint) => [endpoint, module as HospitalModule] as const),
  ),
);

/** The area an endpoint belongs to, if it belongs to one the hospital can switch off. */
export const hospitalModuleOf = (endpoint: Endpoint): HospitalModule | undefined =>
  moduleOfEndpoint.get(endpoint);

/** The answer of an endpoint whose area the hospital has switched off. */
export const MODULE_DISABLED = { code: 'MODULE_DISABLED', message: '本院未开通此项服务' } as const;
