import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { demoHisWebhookEvents } from '../../db/schema/index.ts';

export type ReceivedEvent = typeof demoHisWebhookEvents.$inferSelect;

export async function isReceived(db: Database, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ eventId: demoHisWebhookEvents.eventId })
    .from(demoHisWebhookEvents)
    .where(eq(demoHisWebhookEvents.eventId, eventId));
  return rows.length > 0;
}

/** True when the event is new; false when this id was received before. */
export async function recordReceivedEvent(db: Database, event: ReceivedEvent): Promise<boolean> {
  const rows = await db
    .insert(demoHisWebhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: demoHisWebhookEvents.eventId });
  return rows.length > 0;
}

export function listReceivedEvents(db: Database): Promise<ReceivedEvent[]> {
  return db
    .select()
    .from(demoHisWebhookEvents)
    .orderBy(asc(demoHisWebhookEvents.receivedAt), asc(demoHisWebhookEvents.eventId));
}
