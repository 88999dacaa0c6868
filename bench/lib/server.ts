import {
  LOGIN_PREFIX,
  TOKEN_EXCHANGE_PASSWORD,
  TOKEN_PATH,
  WEB_CLIENT_ID,
  type TokenResponse,
} from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { users } from '../../apps/server/src/db/schema/index.ts';
import { issueAppLoginCode } from '../../apps/server/src/modules/auth/index.ts';
import type { BenchDatabase } from './databases.ts';

/**
 * The whole server as production runs it, minus the log, the jobs and the rate limits;
 * `env` adds settings (such as WEB_DIST, the patient app it serves).
 */
export async function benchServer(
  database: BenchDatabase,
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    ...env,
    DATA_DIR: 'memory://',
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    JOBS: '0',
    SANDBOX: '1',
    RATE_LIMIT_PER_MINUTE: '100000000',
    ANONYMOUS_RATE_LIMIT_PER_MINUTE: '100000000',
    TOKEN_RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const app = await buildApp({ config, db: database.connection.db, logger: false });
  await app.ready();
  return app;
}

/** A new account signed in the way the native app signs in; returns its id and headers. */
export async function signedInUser(app: FastifyInstance) {
  const [user] = await app.db
    .insert(users)
    .values({ name: '压测用户' })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  const code = await issueAppLoginCode(app.db, user.id);
  const response = await app.inject({
    method: 'POST',
    url: TOKEN_PATH,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${WEB_CLIENT_ID}:patient-web-secret`).toString('base64')}`,
    },
    payload: new URLSearchParams({
      grant_type: 'password',
      username: LOGIN_PREFIX.WXAPP + code,
      password: TOKEN_EXCHANGE_PASSWORD,
    }).toString(),
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const token = response.json<TokenResponse>().access_token;
  return { userId: user.id, headers: { authorization: `Bearer ${token}` } };
}

/** Runs `task` for indexes 0..count-1 with at most `concurrency` in flight. */
export async function runConcurrently(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}
