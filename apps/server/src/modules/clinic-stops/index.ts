import type { FastifyInstance } from 'fastify';
import { sendHostMessagesFromOutbox } from './host-message.ts';
import { clinicStopRoutes } from './routes.ts';

export { stopClinic, type StopRequest } from './service.ts';
export { clinicStopsHisRoutes } from './his-routes.ts';

/** Stopping a half-day (停诊): its appointments ended, refunded, messaged with a rebook offer. */
export async function clinicStopsModule(app: FastifyInstance): Promise<void> {
  sendHostMessagesFromOutbox();
  clinicStopRoutes(app);
}
