/**
 * Every route of the product spec that has no page of its own yet, with the title its page will
 * carry. Paths are the spec's, typos included. The shell (/, /personal, /message), /login, the
 * intelGuidance redirect, the account pages (account-routes.tsx) and the patient manager
 * (patient-routes.tsx), registration (registration-routes.tsx), reports, hospital information,
 * news, feedback and surveys (report-, info- and engagement-routes.tsx), pre-diagnosis
 * (pre-diagnosis-routes.tsx), health registration (health-routes.tsx), the fever clinic
 * (fever-routes.tsx), exam appointments (exam-routes.tsx), intelligent guidance and the
 * diversion page (guidance-routes.tsx), nucleic-acid ordering and paying
 * (nucleic-acid-routes.tsx), the inpatient pages (inpatient-routes.tsx), outpatient bills
 * (outpatient-routes.tsx) and paying with medical insurance (medical-insurance-routes.tsx)
 * are declared in the router.
 */
const group = (prefix: string, pages: Record<string, string>): [string, string][] =>
  Object.entries(pages).map(([name, title]) => [`${prefix}/${name}`, title]);

export const SPEC_ROUTES: [path: string, title: string][] = [
  ...group('/pay', {
    outHospitalPay: '出院结算',
    patientpay_xyf: '先诊疗后付费',
    paymentMethod_ybdz: '医保支付方式',
    beHospitalizedPay: '入院预交金',
  }),
  ...group('/inHospitalManagePages', {
    outHospital: '自助出院',
    outHospitalSettlement: '出院结算',
    settlementReceipt: '结算票据',
    dischargeReport: '出院小结',
  }),
  ...group('/selfBeHospitalizedPages', {
    selfBeHospitalized: '自助入院',
    notice: '入院须知',
    beHospitalizedInfo: '入院信息',
  }),
];
