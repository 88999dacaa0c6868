import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAuthentication } from './http/authenticate.ts';
import { registerDocs } from './http/docs.ts';
import { registerErrorHandling } from './http/errors.ts';
import { loggerOptions } from './http/logger.ts';
import { registerSecurity } from './http/security.ts';
import { registerWebApp } from './http/web-app.ts';
import { modules } from './modules/index.ts';
import { installProviders } from './providers/index.ts';
import type { Fetch } from './providers/types.ts';
import type { KeyValueStore } from './stores/index.ts';
import { openUploadStorage, type UploadStorage } from './modules/patients/uploads.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** Patients' uploaded images, outside the web root (modules/patients/uploads.ts). */
    uploads: UploadStorage;
  }
}

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** A store shared with the caller (tests); else one is created from the config and closed with the app. */
  store?: KeyValueStore;
  /** How the real host clients reach the internet; the global fetch by default. */
  fetch?: Fetch;
  /** false silences the log (tests); else the config's level. */
  logger?: boolean;
}

/** The whole server as a Fastify instance; `main.ts` listens on it, tests call `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel),
    genReqId: () => randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  const uploads = openUploadStorage(config);
  app.decorate('uploads', uploads);
  app.addHook('onClose', () => uploads.close());
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  await registerSecurity(app, config);
  await app.register(formbody);
  await registerDocs(app, config.hospitalName);
  installProviders(app, config, { store: options.store, fetch: options.fetch });
  registerAuthentication(app);
  for (const module of modules) await app.register(module);
  await registerWebApp(app, config.webDist);
  return app;
}
