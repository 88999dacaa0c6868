import { buildPath, type ClientPayParams, type InpatientStay } from '@hospital/contract';
import {
  hisPutDischargeDocumentEndpoint,
  putHisDischargeChecks,
  putHisInpatientDeposit,
  putHisInpatientStay,
  putHisTrialSettlement,
} from '@hospital/contract/his';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TEST_NOW } from '../../helpers/test-app.ts';
import { submitCashier, type Payer } from '../payments/helpers.ts';

type Headers = { authorization: string };

const put = (
  app: FastifyInstance,
  his: Headers,
  url: string,
  payload: object,
): Promise<LightMyRequestResponse> => app.inject({ method: 'PUT', url, headers: his, payload });

const ok = (response: LightMyRequestResponse, what: string) => {
  if (response.statusCode !== 200) throw new Error(`${what} failed: ${response.body}`);
  return response;
};

const daysAgo = (days: number) => new Date(TEST_NOW.getTime() - days * 86_400_000).toISOString();

/** A stay on `cardNo`, as the HIS sends it. */
export const sendStay = (
  app: FastifyInstance,
  his: Headers,
  inpatientNo: string,
  cardNo: string,
  status = 'discharge_ordered',
) =>
  put(app, his, buildPath(putHisInpatientStay.path, { hisId: inpatientNo }), {
    patientCode: cardNo,
    patientName: '住院患者',
    department: '心血管内科',
    ward: '心内一病区',
    bed: '12床',
    doctor: '王建国',
    admittedAt: daysAgo(7),
    status,
    requiredDepositFen: 300_000,
    lowBalanceFen: 50_000,
  });

export const windowDeposit = async (
  app: FastifyInstance,
  his: Headers,
  inpatientNo: string,
  receipt: string,
  amountFen: number,
) =>
  ok(
    await put(app, his, buildPath(putHisInpatientDeposit.path, { hisId: receipt }), {
      inpatientNo,
      amountFen,
      channel: '银行卡',
      paidAt: daysAgo(6),
    }),
    'window deposit',
  );

export const sendChecks = (app: FastifyInstance, his: Headers, inpatientNo: string, done = true) =>
  put(app, his, buildPath(putHisDischargeChecks.path, { hisId: inpatientNo }), {
    steps: ['medicine_returned', 'exams_settled', 'nurse_station_cleared'].map((step, n) => ({
      step,
      // Not done: the nurse station is the one step left.
      done: done || n < 2,
      doneAt: done || n < 2 ? daysAgo(0) : null,
    })),
  });

export const sendTrial = (
  app: FastifyInstance,
  his: Headers,
  inpatientNo: string,
  trial: {
    totalFen: number;
    insuranceFundFen: number;
    personalAccountFen: number;
    depositFen: number;
  },
) => put(app, his, buildPath(putHisTrialSettlement.path, { hisId: inpatientNo }), trial);

export const sendPdf = (
  app: FastifyInstance,
  his: Headers,
  inpatientNo: string,
  kind: string,
  body = '%PDF-1.4 demo',
) =>
  app.inject({
    method: 'PUT',
    url: buildPath(hisPutDischargeDocumentEndpoint.path, { hisId: inpatientNo, kind }),
    headers: { ...his, 'content-type': 'application/pdf' },
    payload: Buffer.from(body),
  });

/** Tops up the stay's deposit through the app and pays at the sandbox cashier. */
export async function onlineDeposit(
  app: FastifyInstance,
  who: Payer,
  stayId: number,
  amountFen: number,
  host: 'WXGZH' | 'ZFBSHH',
) {
  const url = host === 'WXGZH' ? '/api/inpat/pay' : '/api/inpat/alipay';
  const response = ok(
    await app.inject({
      method: 'POST',
      url,
      headers: who.headers,
      payload: { id: stayId, amountFen },
    }),
    'top-up',
  );
  const { params } = response.json<{ params: ClientPayParams }>();
  const cashier =
    params.channel === 'cashier'
      ? params.cashierUrl
      : 'sandboxCashierUrl' in params
        ? params.sandboxCashierUrl
        : undefined;
  if (!cashier) throw new Error(`no sandbox cashier in ${JSON.stringify(params)}`);
  const paid = await submitCashier(app, cashier);
  if (paid.statusCode !== 303) throw new Error(`cashier answered ${paid.statusCode}`);
}

/** The stay on the account's list with this inpatient number. */
export async function stayOf(app: FastifyInstance, who: Payer, inpatientNo: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/inpat/inpatList',
    headers: who.headers,
  });
  const stay = response.json<InpatientStay[]>().find((one) => one.inpatientNo === inpatientNo);
  if (!stay) throw new Error(`stay ${inpatientNo} not visible: ${response.body}`);
  return stay;
}
