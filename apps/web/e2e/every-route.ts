import { idCardCheckCharacter } from '@hospital/contract';
import type { Page } from 'playwright-core';
import { links, paths } from '../src/lib/paths.ts';

/**
 * Every route of the patient app and the data that opens each one, shared by the suites that
 * walk them all (accessibility, English).
 */

export type PathName = keyof typeof paths;

/**
 * Pages a signed-out visitor reaches from the app's sign-in; every other route needs a session
 * and is checked signed in.
 */
export const SIGNED_OUT: PathName[] = ['login', 'appLogin', 'resetPassword', 'userAgreement'];

/** The addresses of the signed-out pages, the sign-up form among them. */
export const signedOutAddresses = (): string[] => [
  ...SIGNED_OUT.map((name) => paths[name]),
  links.appLoginRegister('register'),
];

/** A JSON call with the page's own session, as the app makes it. */
async function api<T>(page: Page, method: 'GET' | 'POST', url: string, data?: unknown) {
  const token = await page.evaluate(() => sessionStorage.getItem('access_token') ?? '');
  const response = await page.request.fetch(url, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
    data,
  });
  if (!response.ok())
    throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Id {
  id: number;
}

/**
 * Waits until the page has its data: no request in flight and no skeleton left. A plain
 * wait, not an expectation, so set-up hooks can use it too.
 */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // A page the keep-alive layout holds hidden may keep its skeleton: only visible ones count.
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('.adm-skeleton')].some((skeleton) =>
        skeleton.checkVisibility(),
      ),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * The ids a signed-in WeChat patient has once they have added a patient, booked a doctor and
 * paid: the data the app's own pages would link to.
 */
export async function demoData(page: Page) {
  const first17 = '11010119750612124';
  const patient = await api<Id & { patientCode: string }>(page, 'POST', '/api/patients/save', {
    name: '王秀兰',
    gender: 'FEMALE',
    idType: 'ID_CARD',
    idNumber: first17 + idCardCheckCharacter(first17),
    phone: '13800138000',
    relation: 'SELF',
    nation: '01',
  });
  const groups = await api<{ children: { code: string }[] }[]>(
    page,
    'GET',
    '/api/hospitals/getRegisterDepartments',
  );
  const deptCode = groups.flatMap((group) => group.children)[0]?.code ?? '';
  const doctors = await api<{ docId: number; remaining: number }[]>(
    page,
    'GET',
    `/api/hospitals/${deptCode}/doctors`,
  );
  const doctor = doctors.find((each) => each.remaining > 0) ?? doctors[0];
  const docId = doctor?.docId ?? 0;
  const schedules = await api<{ id: number; date: string; remaining: number; status: string }[]>(
    page,
    'GET',
    `/api/hospitals/${deptCode}/${docId}/Schedules`,
  );
  // Tomorrow's or later: today's half-days may already have begun.
  const schedule = schedules.filter((each) => each.remaining > 0).at(-1);
  const appointment = await api<Id>(page, 'POST', '/api/appointment/save', {
    scheduleId: schedule?.id,
    patientId: patient.id,
  });

  // Paid through the sandbox cashier, as the pay page does, so a payment record exists.
  await page.goto(links.fullPayment(appointment.id));
  await page.getByTestId('pay-submit').click();
  await page.getByTestId('sandbox-pay-confirm').click();
  await page.waitForURL(/scheduleSuccess/, { timeout: 30_000 });
  const payments = await api<Id[]>(page, 'GET', '/api/outpatient/getPaymentList');

  // The demo HIS sends the new patient's reports a moment after the patient is added.
  const reports = async (kind: 'checks' | 'inspects') => {
    const query = `patientId=${patient.id}&from=2020-01-01`;
    for (let tries = 0; tries < 30; tries += 1) {
      const found = await api<(Id & { attachmentUrl?: string })[]>(
        page,
        'GET',
        `/api/report/${kind}?${query}`,
      );
      if (found[0]) return found[0].id;
      await page.waitForTimeout(2_000);
    }
    throw new Error(`no ${kind} reports arrived for the new patient`);
  };
  const testReport = await reports('checks');
  const inspectReport = await reports('inspects');
  const inspection = await api<{ attachmentUrl: string | null }>(
    page,
    'GET',
    `/api/report/inspectsReprotDetail?id=${inspectReport}`,
  );

  // The exams the demo HIS orders on the card arrive with the reports.
  const { exams } = await api<{ exams: { orderId: number }[] }>(
    page,
    'GET',
    '/api/appocheck/findAppointmentDetaile',
  );

  const news = await api<{ id: number }[]>(page, 'GET', '/api/news/getNewsCategory');
  const articles = await api<{ items: Id[] }>(page, 'GET', `/api/news/${news[0]?.id}/getNews`);
  const notices = await api<{ items: { id: string }[] }>(page, 'GET', '/api/notices');
  const categories = await api<Id[]>(page, 'GET', '/api/feedback/userQuestionCategory');
  // The demo HIS keeps this patient in hospital on a card no account holds: bound by number.
  const stay = await api<Id>(page, 'POST', '/api/inpat/saveUserInpat', {
    inpatientNo: 'ZY2026001',
    patientName: '王建国',
  });
  const days = await api<{ day: string }[]>(page, 'GET', `/api/inpat/daily?id=${stay.id}`);
  return {
    patient,
    deptCode,
    docId,
    scheduleId: schedule?.id ?? 0,
    appointmentId: appointment.id,
    paymentId: payments[0]?.id ?? 0,
    testReport,
    inspectReport,
    attachmentUrl: inspection.attachmentUrl ?? '',
    newsId: articles.items[0]?.id ?? 0,
    noticeId: notices.items[0]?.id ?? 'message-1',
    categoryId: categories[0]?.id ?? 0,
    examOrderId: exams[0]?.orderId ?? 0,
    stayId: stay.id,
    stayDay: days[0]?.day ?? '2026-01-01',
  };
}

export type DemoData = Awaited<ReturnType<typeof demoData>>;

/** Each route of the typed routes module, opened with the data its page reads from the query. */
export function addresses(data: DemoData): string[] {
  const { appointmentId } = data;
  const withData: Partial<Record<PathName, string>> = {
    patientDetail: links.patientDetail(data.patient.id),
    patientInsurance: links.patientInsurance(data.patient.id),
    patientResult: links.patientResult(data.patient.patientCode),
    choiceDoctor: links.choiceDoctor(data.deptCode),
    doctorDetail: links.doctorDetail(data.docId, data.deptCode),
    scheduleDate: links.scheduleDate(data.deptCode, data.docId),
    confirmSchedule: links.confirmSchedule(data.deptCode, data.docId, data.scheduleId),
    scheduleSuccess: links.scheduleSuccess(appointmentId),
    regDetail: links.regDetail(appointmentId),
    regProve: links.regProve(appointmentId),
    fullPayment: links.fullPayment(appointmentId),
    paySuccess: links.paySuccess(appointmentId),
    paymentMethod: links.paymentMethod(appointmentId),
    insuranceMethod: links.insuranceMethod('registration', appointmentId),
    paymentRecordDetail: links.paymentRecordDetail(data.paymentId),
    treatmentAppraise: links.treatmentAppraise(appointmentId),
    // A rating needs a visit that has taken place, which a new patient has not had: the page
    // shows its not-found state, which must be accessible too.
    appraiseDetail: links.appraiseDetail(1),
    testReport: links.report('test', data.testReport),
    inspectReport: links.report('inspection', data.inspectReport),
    reportAppraise: links.reportAppraise(data.testReport, 'test'),
    pdf: links.pdf(data.attachmentUrl),
    sectionIntroduce: links.sectionIntroduce(data.deptCode),
    doctorIntroduceList: links.doctorIntroduceList(data.deptCode),
    doctorIntroduce: links.doctorIntroduce(data.docId),
    newsDetail: links.newsDetail(data.newsId),
    messageDetail: links.messageDetail(data.noticeId),
    feedbackOnline: links.feedbackOnline(data.categoryId),
    preDiagnosisPersonInput: links.preDiagnosisPersonInput(appointmentId),
    preDiagnosisInput: links.preDiagnosisInput(appointmentId),
    preDiagnosisResult: links.preDiagnosisResult(appointmentId),
    inspectionPick: links.inspectionPick(data.examOrderId),
    inspectionDetail: links.inspectionDetail(data.examOrderId),
    inHospitalDetail: links.inHospitalDetail(data.stayId),
    dayBillList: links.dayBillList(data.stayId),
    dayBill: links.dayBill(data.stayId, data.stayDay),
    checkProgress: links.checkProgress(data.stayId),
    inHospitalPay: links.inHospitalPay(data.stayId),
  };
  return (Object.keys(paths) as PathName[])
    .filter((name) => !SIGNED_OUT.includes(name))
    .map((name) => withData[name] ?? paths[name]);
}
