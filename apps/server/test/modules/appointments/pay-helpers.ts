import type { Appointment, ClientPayParams } from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from '../../helpers/auth.ts';
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
  const url = new URL(params.sandboxCashierUrl, 'http://app.test');
  const back = await app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      order: url.searchParams.get('order') ?? '',
      return: url.searchParams.get('return') ?? '',
      decision: 'confirm',
    }).toString(),
  });
  if (back.statusCode !== 303) throw new Error(`cashier answered ${back.statusCode}`);
  return (await get(app, who, `/api/appointment/${appointmentId}`)).json<Appointment>();
}
