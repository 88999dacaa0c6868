import type { WebhookAppointment } from '@hospital/contract/his';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emitWebhook, webhookWrites } from '../webhooks/index.ts';
import { findForHis, setSequence } from './repository.ts';

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

/**
 * `appointment.booked` as parts of the booking's one statement: the appointment is not yet
 * there to read, so it comes as the booking has it, and its number is set by the statement.
 */
export function bookedWrites(
  tx: Database,
  appointment: Omit<WebhookAppointment, 'sequence' | 'reason' | 'at'>,
  now: Date,
  sequence: SQL,
): SQLWrapper[] {
  const { event, deliveries } = webhookWrites(
    tx,
    'appointment.booked',
    { ...appointment, sequence: 0, at: now.toISOString() },
    setSequence(sequence),
  );
  return [event, deliveries];
}
