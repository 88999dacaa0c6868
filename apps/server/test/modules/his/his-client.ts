import { CLIENT_CREDENTIALS_GRANT, type HisTokenResponse } from '@hospital/contract/his';
import { buildPath, type HisScope } from '@hospital/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createHisClient } from '../../../src/modules/his/index.ts';
import { basicAuth, requestToken } from '../../helpers/auth.ts';

let clients = 0;

/** A HIS client of its own for each call, holding `scopes`. */
export function newHisClient(
  app: FastifyInstance,
  scopes: HisScope[] = ['his:schedules'],
): Promise<{ clientId: string; secret: string }> {
  clients += 1;
  return createHisClient(app, { clientId: `his-test-${clients}`, name: '测试 HIS', scopes });
}

export function requestHisToken(
  app: FastifyInstance,
  client: { clientId: string; secret: string },
  scope?: string,
): Promise<LightMyRequestResponse> {
  return requestToken(
    app,
    { grant_type: CLIENT_CREDENTIALS_GRANT, ...(scope !== undefined && { scope }) },
    basicAuth(client.clientId, client.secret),
  );
}

/** Headers of a signed-in HIS client holding `scopes`. */
export async function hisHeaders(
  app: FastifyInstance,
  scopes: HisScope[] = ['his:schedules'],
): Promise<{ authorization: string }> {
  const response = await requestHisToken(app, await newHisClient(app, scopes));
  if (response.statusCode !== 200) throw new Error(`HIS sign-in failed: ${response.body}`);
  return { authorization: `Bearer ${response.json<HisTokenResponse>().access_token}` };
}

type HisHeaders = { authorization: string };

/**
 * The two writes of a HIS master-data area, a batch upsert and a put by hisId, for a suite
 * that signs in once in its beforeAll: `session` is read when a request is sent, not before.
 */
export function hisAreaWrites(
  session: () => { app: FastifyInstance; headers: HisHeaders },
  endpoints: { batch: { path: string }; put: { path: string } },
) {
  return {
    batch: (items: unknown[], as: HisHeaders = session().headers) =>
      session().app.inject({
        method: 'POST',
        url: buildPath(endpoints.batch.path),
        headers: as,
        payload: { items },
      }),
    put: (hisId: string, payload: Record<string, unknown>, as: HisHeaders = session().headers) =>
      session().app.inject({
        method: 'PUT',
        url: buildPath(endpoints.put.path, { hisId }),
        headers: as,
        payload,
      }),
  };
}
