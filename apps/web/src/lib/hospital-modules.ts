import type { HospitalModule } from '@hospital/contract';
import { paths } from './paths.ts';

/** The folder of a spec address, `/nucleicAcid/nucleicAcid` -> `/nucleicAcid`: the whole area. */
const area = (path: string) => {
  const end = path.indexOf('/', 1);
  return end === -1 ? path : path.slice(0, end);
};

/**
 * The pages of each area the hospital can switch off, as addresses or whole folders. The
 * one mapping the home grid and the router read: an entry leaves the grid and its pages
 * say the service is not offered, together. Pages another area also opens (paying an
 * appointment, a report's PDF, the appointments already booked) belong to none.
 */
export const MODULE_ROUTES: Record<HospitalModule, readonly string[]> = {
  registration: [area(paths.register)],
  outpatientPay: [
    area(paths.outpatientUnpaid),
    paths.outpatientPatientPay,
    paths.outpatientCreditPay,
    paths.scanPatientPay,
  ],
  inpatient: [
    paths.inHospitalManage,
    paths.inHospitalPay,
    ...[
      'inHospitalDetail',
      'checkProgress',
      'dayBillList',
      'dayBill',
      'addHospitalUser',
      'dischargeReport',
    ].map((page) => `${area(paths.inHospitalManage)}/${page}`),
  ],
  reports: [area(paths.reportQuery), paths.reportAppraise],
  appointmentInspection: [area(paths.inspectionBulletin)],
  nucleicAcid: [area(paths.nucleicAcid), area(paths.nucleicAcidQuestion), paths.nucleicAcidPay],
  newCrown: [area(paths.newCrownStart)],
  fever: [paths.feverClinic, paths.feverResult],
  selfAdmission: [area(paths.selfHospitalized), paths.admissionPay],
  selfDischarge: [
    paths.outHospital,
    paths.outHospitalSettlement,
    paths.settlementReceipt,
    paths.outHospitalPay,
  ],
  waitingQueue: [paths.waitList],
  hospitalGuide: [area(paths.hospitalGuide)],
  intelGuidance: [area(paths.intelGuidance)],
  // The diversion page belongs to no area: emergency advice is shown whatever is switched off.
  preDiagnosis: [
    paths.preDiagnosis,
    ...['preDiagnosisInput', 'preDiagnosisResult', 'preDiagnosispersonInput'].map(
      (page) => `${area(paths.preDiagnosis)}/${page}`,
    ),
  ],
  doctorFollow: [paths.followDoctor],
  news: [area(paths.healthEducation), paths.newsDetail],
  feedback: [area(paths.feedbackList)],
  survey: [area(paths.surveyList)],
};

const routes = Object.entries(MODULE_ROUTES).flatMap(([module, prefixes]) =>
  prefixes.map((prefix) => ({ prefix, module: module as HospitalModule })),
);

/** The area a page belongs to; the longest matching prefix wins (nucleic-acid payment). */
export function moduleOfPath(pathname: string): HospitalModule | undefined {
  let best: { prefix: string; module: HospitalModule } | undefined;
  for (const route of routes) {
    const matches = pathname === route.prefix || pathname.startsWith(`${route.prefix}/`);
    if (matches && route.prefix.length > (best?.prefix.length ?? -1)) best = route;
  }
  return best?.module;
}
