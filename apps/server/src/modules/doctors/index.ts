import type { FastifyInstance } from 'fastify';
import { doctorRoutes } from './routes.ts';

export { doctorsHisRoutes } from './his-routes.ts';
export { clinicDoctorSchedules } from './service.ts';

/** Doctors, the departments' doctor lists and half-days, follows and ratings. */
export async function doctorsModule(app: FastifyInstance): Promise<void> {
  doctorRoutes(app);
}
