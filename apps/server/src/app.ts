import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authentication } from './http/authenticate.ts';
import { staffAuthentication } from './http/authenticate-staff.ts';
import { hisAuthentication } from './http/authenticate-his.ts';
import { apiDocs } from './http/docs.ts';
import { errorHandling } from './http/errors.ts';
import { inputGuard } from './http/input-guard.ts';
import { loggerOptions } from './http/logger.ts';
import { moduleSwitches } from './http/module-switches.ts';
import { requestIdOf } from './http/request-id.ts';
import { rateLimits } from './http/rate-limits.ts';
import { security } from './http/security.ts';
import { webApp } from './http/web-app.ts';
import { modules } from './modules/index.ts';
import { installPaymentGateways } from './modules/payments/index.ts';
import { installProviders } from './providers/index.ts';
import { keepSandboxKeys } from './providers/sandbox-keys.ts';
import type { Fetch } from './providers/types.ts';
import {
  createAttemptLimiter,
  createChangeFeed,
  createReadCache,
  type AttemptLimiter,
  type ChangeFeed,
  type KeyValueStore,
  type ReadCache,
} from './stores/index.ts';
import { openUploadStorage, type UploadStorage } from './modules/patients/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** Where every rule reads the time (src/clock.ts). */
    clock: Clock;
    /** Patients' uploaded images, outside the web root (modules/patients/uploads.ts). */
    uploads: UploadStorage;
    /** Counts guesses at passwords and codes where every instance sees the same count. */
    attempts: AttemptLimiter;
    /** Settings, departments, doctors and sessions as requests read them (stores/read-cache.ts). */
    caches: ReadCache;
  }
}

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** A store shared with the caller (tests); else one is created from the config and closed with the app. */
  store?: KeyValueStore;
  /** How the real host clients reach the internet; the global fetch by default. */
  fetch?: Fetch;
  /** The time every rule reads; the system clock by default, a manual one in tests. */
  clock?: Clock;
  /** Guess counters shared with the caller (tests); else made from the config and closed with the app. */
  attempts?: AttemptLimiter;
  /** Where instances hear of changes to cached data (tests: a channel of their own); else made from the config. Closed with the app. */
  changes?: ChangeFeed;
  /** false silences the log (tests); else the config's level. */
  logger?: boolean;
}

/** The whole server as a Fastify instance; `main.ts` listens on it, tests call `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel),
    genReqId: requestIdOf,
    requestIdHeader: false,
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('clock', options.clock ?? systemClock);
  const attempts = options.attempts ?? createAttemptLimiter(config, { db, clock: app.clock });
  if (!options.attempts) app.addHook('onClose', () => attempts.close());
  app.decorate('attempts', attempts);
  const caches = await createReadCache(options.changes ?? createChangeFeed(config, db), app.clock);
  app.addHook('onClose', () => caches.close());
  app.decorate('caches', caches);
  const uploads = openUploadStorage(config);
  app.decorate('uploads', uploads);
  app.addHook('onClose', () => uploads.close());
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });

  await app.register(errorHandling);
  await app.register(security);
  await app.register(rateLimits);
  await app.register(formbody);
  await app.register(inputGuard);
  if (config.apiDocs) await app.register(apiDocs);
  // Before the providers: the payment clients take the twins' keys when they are made.
  if (config.sandbox) await keepSandboxKeys(db);
  installProviders(app, config, { store: options.store, fetch: options.fetch });
  installPaymentGateways(app);
  await app.register(authentication);
  await app.register(staffAuthentication);
  await app.register(hisAuthentication);
  await app.register(moduleSwitches);
  for (const module of modules) await app.register(module);
  await app.register(webApp);
  return app;
}
