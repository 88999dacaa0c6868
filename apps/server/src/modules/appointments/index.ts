import type { FastifyInstance } from 'fastify';
import { followPayments, offerInsurance } from './payment-service.ts';
import { appointmentRoutes } from './routes.ts';

export { appointmentsHisRoutes } from './his-routes.ts';
export { paidAppointmentsOn } from './service.ts';
export { announceAppointment } from './webhook-service.ts';
export {
  endAppointmentsOfStoppedClinic,
  refundState,
  type StoppedAppointment,
} from './cancel-service.ts';

/** Booking, paying for and cancelling registrations, and their certificates. */
export async function appointmentsModule(app: FastifyInstance): Promise<void> {
  followPayments();
  offerInsurance();
  appointmentRoutes(app);
}
