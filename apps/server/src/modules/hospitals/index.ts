import type { FastifyInstance } from 'fastify';
import { hospitalRoutes } from './routes.ts';

export { hospitalsHisRoutes } from './his-routes.ts';

export type { HospitalSettings } from './repository.ts';
export {
  currentHorizon,
  departmentByCode,
  departmentById,
  departmentTree,
  hospitalSettings,
} from './service.ts';
export { describeWindow, INFORMED_CONSENT, registrationRule } from './texts.ts';

/** The hospital, its departments and the texts patients read before booking. */
export async function hospitalsModule(app: FastifyInstance): Promise<void> {
  hospitalRoutes(app);
}
