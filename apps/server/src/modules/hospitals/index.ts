import type { FastifyInstance } from 'fastify';
import { hospitalConsoleRoutes } from './console-routes.ts';
import { hospitalRoutes } from './routes.ts';

export { hospitalsHisRoutes } from './his-routes.ts';

export { settingsRowRead, type HospitalSettings } from './repository.ts';
export {
  currentHorizon,
  departmentByCode,
  departmentById,
  departmentCodes,
  departmentTree,
  hospitalSettings,
  notConfigured,
  shownHorizon,
  shownSettings,
} from './service.ts';
export { ensureModuleEnabled, isModuleEnabled } from './settings-service.ts';
export { describeWindow, INFORMED_CONSENT, registrationRule } from './texts.ts';

/** The hospital, its departments, the texts patients read before booking, and its settings. */
export async function hospitalsModule(app: FastifyInstance): Promise<void> {
  hospitalRoutes(app);
  hospitalConsoleRoutes(app);
}
