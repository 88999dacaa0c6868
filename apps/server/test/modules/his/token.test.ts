import { HIS_SCOPES } from '@hospital/contract';
import type { HisTokenResponse } from '@hospital/contract/his';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hisAccessTokens, hisClients } from '../../../src/db/schema/index.ts';
import { DEMO_HIS_CLIENT_ID } from '../../../src/modules/his/index.ts';
import { basicAuth, expectOAuthError, requestToken, signIn } from '../../helpers/auth.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { newHisClient, requestHisToken } from './his-client.ts';

const DEMO_SECRET = 'a-demo-his-secret-0123';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DEMO: '1', DEMO_HIS_SECRET: DEMO_SECRET } });
});
afterAll(() => t.close());

const tokenCount = async (clientId: string) =>
  (await t.db.select().from(hisAccessTokens).where(eq(hisAccessTokens.clientId, clientId))).length;

describe('client_credentials grant', () => {
  it('gives a short-lived bearer token with every scope of the client, no refresh token', async () => {
    const client = await newHisClient(t.app, ['his:schedules', 'his:reports']);
    const response = await requestHisToken(t.app, client);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      access_token: expect.any(String) as string,
      token_type: 'Bearer',
      expires_in: 900,
      scope: 'his:schedules his:reports',
    });
    const [stored] = await t.db
      .select()
      .from(hisAccessTokens)
      .where(eq(hisAccessTokens.clientId, client.clientId));
    // Only the digest is kept.
    expect(stored?.tokenHash).not.toBe(response.json<HisTokenResponse>().access_token);
    expect(stored?.expiresAt).toEqual(new Date(t.clock.now().getTime() + 900_000));
  });

  it('narrows the token to the scopes asked for', async () => {
    const client = await newHisClient(t.app, ['his:schedules', 'his:reports']);
    const response = await requestHisToken(t.app, client, 'his:reports');
    expect(response.json()).toMatchObject({ scope: 'his:reports' });
  });

  it('refuses a scope the client does not hold, or that does not exist', async () => {
    const client = await newHisClient(t.app, ['his:schedules']);
    expectOAuthError(await requestHisToken(t.app, client, 'his:bills'), 400, 'invalid_scope');
    expectOAuthError(await requestHisToken(t.app, client, 'his:everything'), 400, 'invalid_scope');
    expect(await tokenCount(client.clientId)).toBe(0);
  });

  it('refuses a wrong secret, an unknown client and a missing Basic header alike', async () => {
    const client = await newHisClient(t.app);
    const wrong = await requestHisToken(t.app, { ...client, secret: 'guess' });
    expectOAuthError(wrong, 401, 'invalid_client');
    const unknown = await requestHisToken(t.app, { clientId: 'nobody', secret: client.secret });
    expectOAuthError(unknown, 401, 'invalid_client');
    expect(wrong.json()).toEqual(unknown.json());
    expect(await tokenCount(client.clientId)).toBe(0);
  });

  it('refuses a disabled client and the tokens it holds', async () => {
    const client = await newHisClient(t.app);
    const before = await requestHisToken(t.app, client);
    expect(before.statusCode).toBe(200);
    await t.db
      .update(hisClients)
      .set({ disabledAt: t.clock.now() })
      .where(eq(hisClients.clientId, client.clientId));
    expectOAuthError(await requestHisToken(t.app, client), 401, 'invalid_client');
    expect(await tokenCount(client.clientId)).toBe(1);
    // The token it got before is refused from then on.
    const token = before.json<HisTokenResponse>().access_token;
    const list = await t.app.inject({
      url: '/his/v1/departments',
      headers: { authorization: `Bearer ${token}` },
    });
    expectOAuthError(list, 401, 'invalid_token');
  });

  it('stops comparing secrets after ten wrong guesses, even the right one', async () => {
    const client = await newHisClient(t.app);
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        requestHisToken(t.app, { ...client, secret: `guess-${i}` }),
      ),
    );
    expect(guesses.map((response) => response.statusCode)).toEqual(Array(10).fill(401));
    const locked = await requestHisToken(t.app, client);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(await tokenCount(client.clientId)).toBe(0);
    t.clock.advance(15 * 60 * 1000 + 1);
    expect((await requestHisToken(t.app, client)).statusCode).toBe(200);
  });

  it('gives a HIS client no patient grant, and a patient client no HIS token', async () => {
    const client = await newHisClient(t.app);
    const patientGrant = await requestToken(
      t.app,
      { grant_type: 'refresh_token', refresh_token: 'x' },
      basicAuth(client.clientId, client.secret),
    );
    expectOAuthError(patientGrant, 401, 'invalid_client');
    const webAsHis = await requestHisToken(t.app, {
      clientId: 'patient-web',
      secret: 'patient-web-secret',
    });
    expectOAuthError(webAsHis, 401, 'invalid_client');
  });

  it('leaves the patient grants working', async () => {
    const session = await signIn(t.app);
    const me = await t.app.inject({ url: '/api/me', headers: session.headers });
    expect(me.statusCode).toBe(200);
  });
});

describe('demo mode', () => {
  it('ensures the demo HIS client with every scope and the configured secret', async () => {
    const response = await requestHisToken(t.app, {
      clientId: DEMO_HIS_CLIENT_ID,
      secret: DEMO_SECRET,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<HisTokenResponse>().scope.split(' ')).toEqual([...HIS_SCOPES]);
  });
});
