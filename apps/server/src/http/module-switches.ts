import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { HospitalModule } from '@hospital/contract';
import { ensureModuleEnabled } from '../modules/hospitals/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest: 404 `MODULE_DISABLED` while the hospital has `module` switched off. */
    requireModule: (module: HospitalModule) => () => Promise<void>;
  }
}

/**
 * `app.requireModule` for `route()`, which adds it to every endpoint the contract's
 * HOSPITAL_MODULE_ENDPOINTS lists. It runs before the bearer check and the body's
 * validation: a switched-off area is absent for everyone, whatever they send.
 */
export const moduleSwitches = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'requireModule',
      (module: HospitalModule) => () => ensureModuleEnabled(app, module),
    );
  },
  { name: 'module-switches' },
);
