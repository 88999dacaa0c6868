import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { staffGuard } from '../modules/staff/index.ts';

/** `app.authenticateStaff(roles)` for every module's console routes; the rules are modules/staff's. */
export const staffAuthentication = fp(
  async (app: FastifyInstance) => {
    app.decorate('authenticateStaff', staffGuard);
  },
  { name: 'staff-authentication' },
);
