/**
 * Every route of the product spec that has no page of its own yet, with the title its page will
 * carry. Paths are the spec's, typos included. The shell (/, /personal, /message), /login, the
 * intelGuidance redirect, the account pages (account-routes.tsx) and the patient manager
 * (patient-routes.tsx), registration (registration-routes.tsx), reports, hospital information,
 * news, feedback and surveys (report-, info- and engagement-routes.tsx), pre-diagnosis
 * (pre-diagnosis-routes.tsx), health registration (health-routes.tsx), the fever clinic
 * (fever-routes.tsx), exam appointments (exam-routes.tsx), intelligent guidance and the
 * diversion page (guidance-routes.tsx), nucleic-acid ordering and paying
 * (nucleic-acid-routes.tsx), the inpatient pages (inpatient-routes.tsx), self-admission
 * (self-admission-routes.tsx), self-discharge (discharge-routes.tsx), outpatient bills
 * (outpatient-routes.tsx, with paying after treatment) and paying with medical insurance (medical-insurance-routes.tsx)
 * are declared in the router.
 */
const group = (prefix: string, pages: Record<string, string>): [string, string][] =>
  Object.entries(pages).map(([name, title]) => [`${prefix}/${name}`, title]);

export const SPEC_ROUTES: [path: string, title: string][] = [
  ...group('/pay', {
    paymentMethod_ybdz: '医保支付方式',
  }),
];
