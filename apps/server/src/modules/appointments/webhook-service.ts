import type { WebhookAppointment } from '@hospital/contract/his';
import type { Database } from '../../db/client.ts';
import { emitWebhook } from '../webhooks/index.ts';
import { findForHis } from './repository.ts';

type AppointmentEvent = 'appointment.booked' | 'appointment.cancelled' | 'appointment.refunded';

/**
 * Tells the HIS of an appointment's change, in the transaction `tx` that made it, with the
 * appointment as it now stands there.
 */
export async function announceAppointment(
  tx: Database,
  type: AppointmentEvent,
  id: number,
  now: Date,
  reason?: WebhookAppointment['reason'],
): Promise<void> {
  const row = await findForHis(tx, id);
  if (!row) throw new Error(`appointment ${id} vanished in its own transaction`);
  await emitWebhook(tx, type, {
    ...row,
    ...(reason !== undefined && { reason }),
    at: now.toISOString(),
  });
}
