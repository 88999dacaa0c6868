/**
 * Every route whose page needs a value from its address (pages pass data by query), with
 * the title the page carries. Opened without that value, each must say the link is
 * incomplete rather than wait for it.
 */
export const LINKED_PAGES: [path: string, title: string][] = [
  ['/patientManager/patientReSultInfo', '就诊人信息'],
  ['/patientManager/patientDetail', '就诊人详情'],
  ['/patientManager/submitMedicalInsurance', '医保信息'],
  ['/registerPages/choiceDoctor', '选择医生'],
  ['/registerPages/doctorDetail', '医生详情'],
  ['/registerPages/scheduleDate', '选择号源'],
  ['/registerPages/sureScheduleData', '确认挂号'],
  ['/registerPages/scheduleSuccess', '挂号成功'],
  ['/regHistory/regDetail', '挂号详情'],
  ['/regHistory/openProve', '就诊证明'],
  ['/pay/fullPayment', '支付'],
  ['/pay/wxPaySuccess', '支付结果'],
  ['/pay/paymentMethod', '支付方式'],
  ['/paymentRecords/paymentRecordDetail', '缴费详情'],
  ['/myAppraises/appraisesDetail', '评价详情'],
  ['/myAppraises/testAppraise', '检查评价'],
  ['/hospitalManagePages/sectionIntroduce', '科室介绍'],
  ['/hospitalManagePages/doctorIntroduceList', '医生介绍'],
  ['/hospitalManagePages/doctorIntroduce', '医生简介'],
  ['/newsDetail', '资讯详情'],
  ['/app/appMessageDetail', '消息详情'],
  ['/reportQuery/testReport', '检验报告'],
  ['/reportQuery/inspectReport', '检查报告'],
  ['/inHospitalManagePages/pdfPage', '报告原件'],
  ['/appointmentInspection/appointmentInspection', '预约检查'],
  ['/appointmentInspection/appointmentDetail', '预约详情'],
];
