import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { UploadStorage } from './modules/patients/index.ts';
import type { PaymentGateways } from './modules/payments/index.ts';
import type { Providers } from './providers/index.ts';
import type { AttemptLimiter, KeyValueStore, ReadCache } from './stores/index.ts';

/**
 * Everything a service may depend on, made once by `buildApp`. A service takes the part it
 * uses (`Pick<ServerDeps, 'db' | 'clock'>`) as its first argument and never the Fastify
 * app, so a test or a job can call it with a transaction and a manual clock.
 */
export interface ServerDeps {
  config: Config;
  /** The database, or a transaction when the caller needs several services to commit as one. */
  db: Database;
  /** Where every rule reads the time. */
  clock: Clock;
  /** Short-lived shared state (captchas, ticket cache); Redis when REDIS_URL is set. */
  store: KeyValueStore;
  /** Counts guesses at passwords and codes where every instance sees the same count. */
  attempts: AttemptLimiter;
  /** Settings, departments, doctors and sessions as requests read them, forgotten on every instance when they change. */
  caches: ReadCache;
  /** Patients' uploaded images, outside the web root. */
  uploads: UploadStorage;
  /** The sign-in hosts' clients: real, or the sandbox twins. */
  providers: Providers;
  /** The payment providers' clients: real merchants, or the sandbox twins. */
  payments: PaymentGateways;
  /** Where a service reports what it recovered from (a provider unreachable, a late payment). */
  log: FastifyBaseLogger;
}

/** The dependencies `buildApp` decorated the app with, for a routes plugin to hand on. */
export function depsOf(app: FastifyInstance): ServerDeps {
  const { config, db, clock, store, attempts, caches, uploads, providers, payments, log } = app;
  return { config, db, clock, store, attempts, caches, uploads, providers, payments, log };
}
