/**
 * Every route of spec section 2 that has no page of its own yet, with the title its page
 * will carry. Paths are the spec's, typos included. The shell (/, /personal, /message),
 * /login, the intelGuidance redirect, the account pages (account-routes.tsx) and the patient
 * manager (patient-routes.tsx) are declared in the router.
 */
const group = (prefix: string, pages: Record<string, string>): [string, string][] =>
  Object.entries(pages).map(([name, title]) => [`${prefix}/${name}`, title]);

export const SPEC_ROUTES: [path: string, title: string][] = [
  ['/FeverDep', '发热门诊'],
  ['/FeverResult', '发热门诊结果'],
  ['/newsDetail', '资讯详情'],
  ['/wifi/wifiPage', '医院 Wi-Fi'],
  ...group('/appointmentInspection', {
    bulletinBoard: '检查预约须知',
    appointmentInspectionList: '检查预约',
    appointmentDetail: '预约详情',
    appointmentInspection: '预约检查',
  }),
  ...group('/newCrownAppointment', {
    newCrownStart: '新冠登记',
    newCrownInpatRegister: '住院陪护登记',
    newCrownRegister: '健康登记',
    registerLog: '登记记录',
    userInfomation: '登记信息',
    completePage: '登记完成',
    newCrownResult: '登记结果',
  }),
  ...group('/pay', {
    fullPayment: '支付',
    wxPaySuccess: '支付成功',
    inHospitalPay: '住院缴费',
    outHospitalPay: '出院结算',
    hCarePaySuccess: '医保支付成功',
    patientpay: '门诊支付',
    patientpay_ybdz: '医保电子凭证支付',
    patientpay_xyf: '先诊疗后付费',
    scanPatientpay: '扫码支付',
    paymentMethod: '支付方式',
    paymentMethod_ybdz: '医保支付方式',
    settlementDetail: '结算明细',
    beHospitalizedPay: '入院预交金',
  }),
  ...group('/registerPages', {
    registerPage: '预约挂号',
    elderlyVoucher: '老年人优待',
    choiceDoctor: '选择医生',
    doctorDetail: '医生详情',
    scheduleDate: '选择号源',
    sureScheduleData: '确认挂号',
    allDoctorList: '全部医生',
    scheduleSuccess: '挂号成功',
  }),
  ...group('/hospitalManagePages', {
    deptList: '科室列表',
    doctorIntroduceList: '医生介绍',
    hospitalIntroduce: '医院介绍',
    hospital: '医院概况',
    distribuBuild: '楼宇分布',
    sectionIntroduce: '科室介绍',
    doctorIntroduce: '医生简介',
  }),
  ...group('/inHospitalManagePages', {
    hospitalManage: '住院服务',
    inHospitalDetail: '住院详情',
    checkProgress: '出院进度',
    outHospital: '自助出院',
    outHospitalSettlement: '出院结算',
    settlementReceipt: '结算票据',
    pdfPage: '电子票据',
    dayBillList: '每日清单',
    dayBill: '清单详情',
    addHospitalUser: '添加住院人',
    dischargeReport: '出院小结',
  }),
  ...group('/reportQuery', {
    reportQuery: '报告查询',
    addUser: '添加就诊人',
    inspectReport: '检查报告',
    testReport: '检验报告',
  }),
  ...group('/regHistory', { regHistory: '挂号记录', openProve: '就诊证明', regDetail: '挂号详情' }),
  ['/waitingPages/waitList', '排队叫号'],
  ...group('/hospitalGuidePages', { hospitalGuide: '医院导航', operaGuide: '就医指南' }),
  ...group('/paymentRecords', { paymentRecord: '缴费记录', paymentRecordDetail: '缴费详情' }),
  ...group('/myAppraises', {
    treatmentAppraise: '就诊评价',
    testAppraise: '检查评价',
    myAppraise: '我的评价',
    appraisesDetail: '评价详情',
  }),
  ['/communicationPages/communication', '医患沟通'],
  ...group('/outpatientPay', {
    unpaid: '门诊缴费',
    payDetails: '缴费详情',
    outpatientPayNucleicAcid: '核酸缴费',
  }),
  ...group('/nucleicAcid', {
    scanNucleicAcidProject: '扫码开单',
    nucleicAcid: '核酸预约',
    selfNucleicAcid: '自助核酸',
    emergencyAcid: '急诊核酸',
  }),
  ['/nucleicAcidQuestion/nucleicAcidQuestion', '流调问卷'],
  ...group('/intelGuidance/intelGuidance', {
    chooseBodyParts: '智能导诊',
    chooseSymptom: '选择症状',
    guidanceResults: '导诊结果',
  }),
  ['/doctor/followDoctor', '关注医生'],
  ['/healthEducation/healthEducation', '健康宣教'],
  ['/prefessorIntro/prefessorIntro', '专家介绍'],
  ...group('/feedbackPages', {
    feedbackList: '意见反馈',
    feedbackQuestionList: '常见问题',
    feedbackOnline: '在线反馈',
  }),
  ['/questionSurvey/surveyList', '满意度调查'],
  ...group('/preDiagnosis', {
    preDiagnosis: '预问诊',
    preDiagnosisInput: '就诊人信息',
    preDiagnosisResult: '预问诊结果',
    preDiagnosispersonInput: '基本信息',
    preDiagnosisBlack: '分诊提示',
  }),
  ...group('/selfBeHospitalizedPages', {
    selfBeHospitalized: '自助入院',
    notice: '入院须知',
    beHospitalizedInfo: '入院信息',
  }),
];

export const INTEL_GUIDANCE_PATH = '/intelGuidance/intelGuidance';
