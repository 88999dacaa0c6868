import type { FastifyInstance } from 'fastify';
import { doctorConsoleRoutes } from './console-routes.ts';
import { doctorRoutes } from './routes.ts';

export { doctorsHisRoutes } from './his-routes.ts';
export { clinicDoctorSchedules, doctorsOnDuty } from './service.ts';

/** Doctors, the departments' doctor lists and half-days, follows and ratings (and the service desk's view of them). */
export async function doctorsModule(app: FastifyInstance): Promise<void> {
  doctorRoutes(app);
  // A scope of its own: the avatar upload's multipart parser hooks every answer of its scope.
  await app.register(doctorConsoleRoutes);
}
