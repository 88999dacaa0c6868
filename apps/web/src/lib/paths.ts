import type { HealthKind, InsuranceChannel, ReportKind } from '@hospital/contract';

/**
 * Where every page lives. The router declares its routes with these and every link, redirect
 * and navigation reads them from here, so an address changes in one place. The addresses are
 * the product spec's, typos included: host apps and old bookmarks open them by name.
 */
export const paths = {
  home: '/',
  personal: '/personal',
  message: '/message',
  setUp: '/personal/setUp',
  login: '/login',

  appLogin: '/appLogin/appLogin',
  resetPassword: '/appLogin/resetPassword',
  userAgreement: '/appLogin/userAgreement',
  setting: '/appLogin/setting',
  settingDetail: '/appLogin/settingDetail',
  bindPhone: '/appLogin/bindPhone',
  accountInfo: '/app/patientInfo',
  messageDetail: '/app/appMessageDetail',
  deleteUser: '/app/deleteUser',

  patientManager: '/patientManager/patientManager',
  addPatient: '/patientManager/addPatient',
  patientResult: '/patientManager/patientReSultInfo',
  patientDetail: '/patientManager/patientDetail',
  patientInsurance: '/patientManager/submitMedicalInsurance',

  register: '/registerPages/registerPage',
  choiceDoctor: '/registerPages/choiceDoctor',
  doctorDetail: '/registerPages/doctorDetail',
  scheduleDate: '/registerPages/scheduleDate',
  confirmSchedule: '/registerPages/sureScheduleData',
  allDoctors: '/registerPages/allDoctorList',
  elderlyVoucher: '/registerPages/elderlyVoucher',
  scheduleSuccess: '/registerPages/scheduleSuccess',
  regHistory: '/regHistory/regHistory',
  regDetail: '/regHistory/regDetail',
  regProve: '/regHistory/openProve',
  fullPayment: '/pay/fullPayment',
  paySuccess: '/pay/wxPaySuccess',
  paymentMethod: '/pay/paymentMethod',
  insurancePay: '/pay/patientpay_ybdz',
  insuranceMethod: '/pay/paymentMethod_ybdz',
  insuranceResult: '/pay/hCarePaySuccess',
  settlementDetail: '/pay/settlementDetail',
  paymentRecords: '/paymentRecords/paymentRecord',
  paymentRecordDetail: '/paymentRecords/paymentRecordDetail',
  followDoctor: '/doctor/followDoctor',
  treatmentAppraise: '/myAppraises/treatmentAppraise',
  myAppraise: '/myAppraises/myAppraise',
  appraiseDetail: '/myAppraises/appraisesDetail',
  waitList: '/waitingPages/waitList',

  reportQuery: '/reportQuery/reportQuery',
  reportPatients: '/reportQuery/addUser',
  testReport: '/reportQuery/testReport',
  inspectReport: '/reportQuery/inspectReport',
  reportAppraise: '/myAppraises/testAppraise',
  pdf: '/inHospitalManagePages/pdfPage',

  hospital: '/hospitalManagePages/hospital',
  hospitalIntroduce: '/hospitalManagePages/hospitalIntroduce',
  deptList: '/hospitalManagePages/deptList',
  sectionIntroduce: '/hospitalManagePages/sectionIntroduce',
  doctorIntroduceList: '/hospitalManagePages/doctorIntroduceList',
  doctorIntroduce: '/hospitalManagePages/doctorIntroduce',
  buildings: '/hospitalManagePages/distribuBuild',
  hospitalGuide: '/hospitalGuidePages/hospitalGuide',
  operaGuide: '/hospitalGuidePages/operaGuide',
  experts: '/prefessorIntro/prefessorIntro',
  communication: '/communicationPages/communication',
  wifi: '/wifi/wifiPage',
  healthEducation: '/healthEducation/healthEducation',
  newsDetail: '/newsDetail',

  feedbackList: '/feedbackPages/feedbackList',
  feedbackQuestions: '/feedbackPages/feedbackQuestionList',
  feedbackOnline: '/feedbackPages/feedbackOnline',
  surveyList: '/questionSurvey/surveyList',

  intelGuidance: '/intelGuidance/intelGuidance',
  intelGuidanceStart: '/intelGuidance/intelGuidance/chooseBodyParts',
  chooseSymptom: '/intelGuidance/intelGuidance/chooseSymptom',
  guidanceResults: '/intelGuidance/intelGuidance/guidanceResults',
  /** The diversion page: emergency advice that needs no sign-in and no server. */
  preDiagnosisBlack: '/preDiagnosis/preDiagnosisBlack',

  nucleicAcid: '/nucleicAcid/nucleicAcid',
  selfNucleicAcid: '/nucleicAcid/selfNucleicAcid',
  emergencyAcid: '/nucleicAcid/emergencyAcid',
  scanNucleicAcidProject: '/nucleicAcid/scanNucleicAcidProject',
  nucleicAcidQuestion: '/nucleicAcidQuestion/nucleicAcidQuestion',
  nucleicAcidPay: '/outpatientPay/outpatientPayNucleicAcid',

  selfHospitalized: '/selfBeHospitalizedPages/selfBeHospitalized',

  admissionNotice: '/selfBeHospitalizedPages/notice',
  admissionInfo: '/selfBeHospitalizedPages/beHospitalizedInfo',
  admissionPay: '/pay/beHospitalizedPay',

  outHospital: '/inHospitalManagePages/outHospital',
  outHospitalSettlement: '/inHospitalManagePages/outHospitalSettlement',
  settlementReceipt: '/inHospitalManagePages/settlementReceipt',
  dischargeReport: '/inHospitalManagePages/dischargeReport',
  outHospitalPay: '/pay/outHospitalPay',

  inHospitalManage: '/inHospitalManagePages/hospitalManage',
  addHospitalUser: '/inHospitalManagePages/addHospitalUser',
  inHospitalDetail: '/inHospitalManagePages/inHospitalDetail',
  dayBillList: '/inHospitalManagePages/dayBillList',
  dayBill: '/inHospitalManagePages/dayBill',
  checkProgress: '/inHospitalManagePages/checkProgress',
  inHospitalPay: '/pay/inHospitalPay',

  preDiagnosis: '/preDiagnosis/preDiagnosis',
  preDiagnosisPersonInput: '/preDiagnosis/preDiagnosispersonInput',
  preDiagnosisInput: '/preDiagnosis/preDiagnosisInput',
  preDiagnosisResult: '/preDiagnosis/preDiagnosisResult',

  newCrownStart: '/newCrownAppointment/newCrownStart',
  newCrownPerson: '/newCrownAppointment/userInfomation',
  newCrownRegister: '/newCrownAppointment/newCrownRegister',
  newCrownInpatRegister: '/newCrownAppointment/newCrownInpatRegister',
  newCrownComplete: '/newCrownAppointment/completePage',
  newCrownResult: '/newCrownAppointment/newCrownResult',
  newCrownLog: '/newCrownAppointment/registerLog',
  feverClinic: '/FeverDep',
  feverResult: '/FeverResult',

  outpatientUnpaid: '/outpatientPay/unpaid',
  outpatientPayDetails: '/outpatientPay/payDetails',
  outpatientPatientPay: '/pay/patientpay',
  outpatientCreditPay: '/pay/patientpay_xyf',
  scanPatientPay: '/pay/scanPatientpay',

  // Spec pages the home grid links to before they are built; the router shows them as
  // "being built" from its list of spec routes.
  inspectionBulletin: '/appointmentInspection/bulletinBoard',
  inspectionList: '/appointmentInspection/appointmentInspectionList',
  inspectionPick: '/appointmentInspection/appointmentInspection',
  inspectionDetail: '/appointmentInspection/appointmentDetail',
} as const;

const code = (value: string) => encodeURIComponent(value);

/** What the insurance pages pay: a registration (links without a subject) or outpatient bills. */
export type InsuranceSubject = 'registration' | 'outpatient';

const insuranceQuery = (subject: InsuranceSubject, id: number, channel?: InsuranceChannel) =>
  `?subject=${subject}&id=${id}${channel && channel !== 'wechat_medicare' ? `&channel=${channel}` : ''}`;

/** Which paper the PDF page shows: it names the page and the downloaded file. */
export const PDF_DOCUMENTS = ['report', 'feeList', 'medicalFeeList', 'electronicBill'] as const;
export type PdfDocument = (typeof PDF_DOCUMENTS)[number];

/** Addresses of pages that need data; it travels in the query, as the spec's pages expect. */
export const links = {
  admissionNotice: (id: number) => `${paths.admissionNotice}?id=${id}`,
  admissionInfo: (id: number) => `${paths.admissionInfo}?id=${id}`,
  admissionPay: (id: number) => `${paths.admissionPay}?id=${id}`,
  outHospital: (stayId: number) => `${paths.outHospital}?id=${stayId}`,
  outHospitalSettlement: (id: number) => `${paths.outHospitalSettlement}?id=${id}`,
  settlementReceipt: (id: number) => `${paths.settlementReceipt}?id=${id}`,
  dischargeReport: (stayId: number) => `${paths.dischargeReport}?id=${stayId}`,
  outHospitalPay: (id: number) => `${paths.outHospitalPay}?id=${id}`,
  patientDetail: (id: number) => `${paths.patientDetail}?id=${id}`,
  patientInsurance: (id: number) => `${paths.patientInsurance}?id=${id}`,
  patientResult: (patientCode: string) =>
    `${paths.patientResult}?${new URLSearchParams({ patientCode })}`,

  choiceDoctor: (deptCode: string) => `${paths.choiceDoctor}?deptCode=${code(deptCode)}`,
  doctorDetail: (docId: number, deptCode?: string) =>
    `${paths.doctorDetail}?docId=${docId}${deptCode ? `&deptCode=${code(deptCode)}` : ''}`,
  scheduleDate: (deptCode: string, docId: number, date?: string) =>
    `${paths.scheduleDate}?deptCode=${code(deptCode)}&docId=${docId}${date ? `&date=${date}` : ''}`,
  confirmSchedule: (deptCode: string, docId: number, scheduleId: number) =>
    `${paths.confirmSchedule}?deptCode=${code(deptCode)}&docId=${docId}&scheduleId=${scheduleId}`,
  scheduleSuccess: (appointmentId: number) => `${paths.scheduleSuccess}?id=${appointmentId}`,
  newCrownPerson: (kind: HealthKind) => `${paths.newCrownPerson}?kind=${kind}`,
  newCrownRegister: (kind: HealthKind, patientId: number) =>
    kind === 'carer'
      ? `${paths.newCrownInpatRegister}?patientId=${patientId}`
      : `${paths.newCrownRegister}?kind=${kind}&patientId=${patientId}`,
  newCrownComplete: (id: number) => `${paths.newCrownComplete}?id=${id}`,
  newCrownResult: (id: number) => `${paths.newCrownResult}?id=${id}`,
  inspectionPick: (orderId: number) => `${paths.inspectionPick}?orderId=${orderId}`,
  inspectionDetail: (orderId: number) => `${paths.inspectionDetail}?orderId=${orderId}`,
  regDetail: (appointmentId: number) => `${paths.regDetail}?id=${appointmentId}`,
  regProve: (appointmentId: number) => `${paths.regProve}?id=${appointmentId}`,
  fullPayment: (appointmentId: number) => `${paths.fullPayment}?id=${appointmentId}`,
  paySuccess: (appointmentId: number) => `${paths.paySuccess}?id=${appointmentId}`,
  paymentMethod: (appointmentId: number) => `${paths.paymentMethod}?id=${appointmentId}`,
  insuranceMethod: (subject: InsuranceSubject, id: number) =>
    paths.insuranceMethod + insuranceQuery(subject, id),
  insurancePay: (subject: InsuranceSubject, id: number, channel?: InsuranceChannel) =>
    paths.insurancePay + insuranceQuery(subject, id, channel),
  insuranceResult: (subject: InsuranceSubject, id: number) =>
    paths.insuranceResult + insuranceQuery(subject, id),
  settlementDetail: (settlementId: number) =>
    `${paths.settlementDetail}?settlementId=${settlementId}`,
  paymentRecordDetail: (id: number) => `${paths.paymentRecordDetail}?id=${id}`,
  treatmentAppraise: (appointmentId: number) =>
    `${paths.treatmentAppraise}?appointmentId=${appointmentId}`,
  appraiseDetail: (id: number) => `${paths.appraiseDetail}?id=${id}`,

  report: (kind: ReportKind, id: number) =>
    `${kind === 'test' ? paths.testReport : paths.inspectReport}?id=${id}`,
  reportAppraise: (reportId: number, kind: ReportKind) =>
    `${paths.reportAppraise}?reportId=${reportId}&kind=${kind}`,
  pdf: (url: string, doc: PdfDocument = 'report') => `${paths.pdf}?url=${code(url)}&doc=${doc}`,

  sectionIntroduce: (deptCode: string) => `${paths.sectionIntroduce}?deptCode=${code(deptCode)}`,
  doctorIntroduceList: (deptCode: string) =>
    `${paths.doctorIntroduceList}?deptCode=${code(deptCode)}`,
  doctorIntroduce: (docId: number) => `${paths.doctorIntroduce}?docId=${docId}`,
  newsDetail: (id: number) => `${paths.newsDetail}?id=${id}`,
  messageDetail: (noticeId: string) => `${paths.messageDetail}?id=${code(noticeId)}`,
  preDiagnosisPersonInput: (appointmentId: number) =>
    `${paths.preDiagnosisPersonInput}?appointmentId=${appointmentId}`,
  preDiagnosisInput: (appointmentId: number) =>
    `${paths.preDiagnosisInput}?appointmentId=${appointmentId}`,
  preDiagnosisResult: (appointmentId: number) =>
    `${paths.preDiagnosisResult}?appointmentId=${appointmentId}`,
  nucleicAcidQuestion: (itemId: number, patientId: number) =>
    `${paths.nucleicAcidQuestion}?itemId=${itemId}&patientId=${patientId}`,
  nucleicAcidPay: (orderId: number) => `${paths.nucleicAcidPay}?id=${orderId}`,
  outpatientPayDetails: (paymentId: number) => `${paths.outpatientPayDetails}?id=${paymentId}`,
  outpatientPatientPay: (paymentId: number) => `${paths.outpatientPatientPay}?id=${paymentId}`,
  outpatientCreditPay: (paymentId: number) => `${paths.outpatientCreditPay}?id=${paymentId}`,
  outpatientCreditBills: (patientId: number) =>
    `${paths.outpatientCreditPay}?patientId=${patientId}`,
  scanPatientPay: (billNo: string) =>
    `${paths.scanPatientPay}?billNo=${encodeURIComponent(billNo)}`,
  scanNucleicAcidProject: (itemId: number) => `${paths.scanNucleicAcidProject}?itemId=${itemId}`,
  inHospitalDetail: (id: number) => `${paths.inHospitalDetail}?id=${id}`,
  dayBillList: (id: number) => `${paths.dayBillList}?id=${id}`,
  dayBill: (id: number, day: string) => `${paths.dayBill}?id=${id}&day=${day}`,
  checkProgress: (id: number) => `${paths.checkProgress}?id=${id}`,
  inHospitalPay: (id: number) => `${paths.inHospitalPay}?id=${id}`,
  feverResult: (recordId: number) => `${paths.feverResult}?recordId=${recordId}`,
  feedbackOnline: (categoryId: number) => `${paths.feedbackOnline}?categoryId=${categoryId}`,
  chooseBodyParts: (query: Record<string, string>) =>
    `${paths.intelGuidanceStart}?${new URLSearchParams(query)}`,
  chooseSymptom: (query: Record<string, string>) =>
    `${paths.chooseSymptom}?${new URLSearchParams(query)}`,
  guidanceResults: (query: Record<string, string>) =>
    `${paths.guidanceResults}?${new URLSearchParams(query)}`,
  appLoginRegister: (mode: string) => `${paths.appLogin}?mode=${mode}`,
};
