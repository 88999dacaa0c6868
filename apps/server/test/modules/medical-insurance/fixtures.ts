import type { ClientPayParams, InsuranceSettlement } from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from '../../helpers/auth.ts';
import {
  booked,
  createSchedule,
  dayFromToday,
  get,
  patientAccount,
} from '../appointments/fixtures.ts';
import { post } from '../patients/fixtures.ts';
import { submitCashier } from '../payments/helpers.ts';

export { get, post };

let people = 20;

/** A new account whose patient is a new insured person, booked on a new half-day. */
export async function insuredBooking(app: FastifyInstance, clinicId: number) {
  people += 1;
  const who = await patientAccount(app, people);
  const appointment = await bookAgain(app, who, clinicId, 3);
  return { who, appointment };
}

/** Another appointment of the same patient, `days` ahead. */
export async function bookAgain(
  app: FastifyInstance,
  who: SignedIn & { patientId: number },
  clinicId: number,
  days: number,
) {
  const schedule = await createSchedule(app, clinicId, { date: dayFromToday(days) });
  return booked(app, who, { scheduleId: schedule.id, patientId: who.patientId });
}

/** The e-certificate: our auth address, the sandbox page confirmed, the authCode it returns. */
export async function authorize(
  app: FastifyInstance,
  who: SignedIn & { patientId: number },
): Promise<string> {
  const response = await post(
    app,
    who,
    `/api/wx-medicare-pay/requestAuthCodeUrl?patientId=${who.patientId}&redirectUrl=${encodeURIComponent('/pay/patientpay_ybdz?id=1')}`,
    {},
  );
  if (response.statusCode !== 200) throw new Error(`auth url: ${response.body}`);
  const url = new URL(response.json<{ authUrl: string }>().authUrl, 'http://app.test');
  const page = await app.inject({ url: url.pathname + url.search });
  if (page.statusCode !== 200) throw new Error(`auth page: ${page.statusCode}`);
  const back = await app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      ...Object.fromEntries(url.searchParams),
      decision: 'confirm',
    }).toString(),
  });
  const code = new URL(String(back.headers.location), 'http://app.test').searchParams.get(
    'authCode',
  );
  if (!code) throw new Error(`no authCode: ${back.statusCode} ${String(back.headers.location)}`);
  return code;
}

export async function preSettle(
  app: FastifyInstance,
  who: SignedIn,
  appointmentId: number,
  authCode: string,
  acctUsedFlag: '0' | '1',
  extra = '',
) {
  return post(
    app,
    who,
    `/api/appointment/${appointmentId}/wxMedicarePrePay?authCode=${authCode}&acctUsedFlag=${acctUsedFlag}${extra}`,
    {},
  );
}

export const payUrlOf = (params: ClientPayParams) => {
  if (params.channel !== 'insurance') throw new Error(`not an insurance order: ${params.channel}`);
  return params.payUrl;
};

/** Pre-settled, paid at the pre-settled split, confirmed (or half-paid) at the sandbox cashier. */
export async function payInsured(
  app: FastifyInstance,
  who: SignedIn,
  appointmentId: number,
  settlement: InsuranceSettlement,
  decision: 'confirm' | 'cash-fails' = 'confirm',
) {
  const pay = await post(app, who, `/api/appointment/${appointmentId}/wxmedicarepay`, {
    settlementId: settlement.id,
  });
  if (pay.statusCode !== 200) throw new Error(`pay: ${pay.body}`);
  const back = await submitCashier(app, payUrlOf(pay.json<ClientPayParams>()), decision);
  if (back.statusCode !== 303) throw new Error(`cashier: ${back.statusCode} ${back.body}`);
  const query = await post(
    app,
    who,
    `/api/appointment/${appointmentId}/wxmedicarepay/order-query`,
    {},
  );
  return query.json<InsuranceSettlement>();
}
