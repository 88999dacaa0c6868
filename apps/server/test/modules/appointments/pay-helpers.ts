import type { Appointment, ClientPayParams } from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from '../../helpers/auth.ts';
import { submitCashier } from '../payments/helpers.ts';
import { get } from './fixtures.ts';

/** Pays an appointment through the WeChat sandbox: pay params, the cashier, the notify. */
export async function payInSandbox(
  app: FastifyInstance,
  who: SignedIn,
  appointmentId: number,
): Promise<Appointment> {
  const params = (
    await get(app, who, `/api/appointment/${appointmentId}/pay`)
  ).json<ClientPayParams>();
  if (params.channel !== 'wechat_jsapi' || !params.sandboxCashierUrl)
    throw new Error(`unexpected pay params ${JSON.stringify(params)}`);
  const back = await submitCashier(app, params.sandboxCashierUrl);
  if (back.statusCode !== 303) throw new Error(`cashier answered ${back.statusCode}`);
  return (await get(app, who, `/api/appointment/${appointmentId}`)).json<Appointment>();
}
