import { and, asc, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { webhookDeliveries, webhookEvents, webhookSubscriptions } from '../../db/schema/index.ts';
import { recordset } from '../../db/recordset.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

export type WebhookSubscription = typeof webhookSubscriptions.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
export type DeliveryStatus = WebhookDelivery['status'];

const eventRows = recordset(webhookEvents, ['id', 'payload', 'occurredAt']);

/** An event's row: its id, its JSON payload and when the change happened. */
export interface EventRow {
  id: string;
  payload: object;
  occurredAt: Date;
}

/** How the statement that makes a change adapts its events, from an event's place (from 1). */
export interface EventsAdapted {
  /** Rewrites the JSON payload in SQL, for a value only that statement knows (a number it takes). */
  patch?: (payload: SQL, place: SQL) => SQL;
  /** Whether the event is written (with its deliveries). */
  kept?: (place: SQL) => SQL;
}

/**
 * The writes of events of `type`: the events, and a pending delivery per active
 * subscription that takes `type` for each, due when the change happened. Not yet run:
 * parts of the statement that makes the change. `events` is their rows' parameter
 * (`eventsParameter`), or a placeholder for it in a statement prepared once.
 */
export function eventWrites(type: string, events: unknown, { patch, kept }: EventsAdapted = {}) {
  const column = (name: keyof typeof webhookDeliveries.$inferInsert) =>
    sql.identifier(webhookDeliveries[name].name);
  const row = eventRows.row;
  return {
    event: eventRows.insert(
      events,
      {
        type: () => sql`${type}`,
        ...(patch && { payload: (written) => patch(written.payload, written.ordinality) }),
      },
      { kept },
    ),
    deliveries: sql`insert into ${webhookDeliveries} (${column('eventId')}, ${column('subscriptionId')}, ${column('nextAttemptAt')})
      select ${row.id}, ${webhookSubscriptions.id}, ${row.occurredAt}
      from ${eventRows.from(events)} cross join ${webhookSubscriptions}
      where ${and(
        eq(webhookSubscriptions.active, true),
        sql`(cardinality(${webhookSubscriptions.eventTypes}) = 0 or ${type} = any(${webhookSubscriptions.eventTypes}))`,
        kept?.(row.ordinality),
      )}`,
  };
}

/** `eventWrites` reading the events from the statement's parameter `events`. */
export const placeheldEventWrites = (type: string, adapted?: EventsAdapted) =>
  eventWrites(type, sql.placeholder('events'), adapted);

/** The parameter of `eventWrites` for these events. */
export const eventsParameter = (events: readonly EventRow[]) => eventRows.json(events);

/** A claimed delivery with what it takes to send it. */
export interface ClaimedDelivery {
  id: number;
  attempts: number;
  url: string;
  secret: string;
  event: { id: string; type: string; payload: Record<string, unknown>; occurredAt: Date };
}

/**
 * Takes due deliveries in one statement: rows another worker holds are skipped, and each
 * claimed row counts an attempt and moves to `leaseUntil`, so it is due again if this
 * worker dies before it writes the outcome.
 */
export async function claimDeliveries(
  db: Database,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(inArray(webhookDeliveries.id, due))
    .returning({ id: webhookDeliveries.id, attempts: webhookDeliveries.attempts });
  if (claimed.length === 0) return [];
  const rows = await db
    .select({
      id: webhookDeliveries.id,
      url: webhookSubscriptions.url,
      secret: webhookSubscriptions.secret,
      event: {
        id: webhookEvents.id,
        type: webhookEvents.type,
        payload: webhookEvents.payload,
        occurredAt: webhookEvents.occurredAt,
      },
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
    .where(
      inArray(
        webhookDeliveries.id,
        claimed.map((row) => row.id),
      ),
    )
    .orderBy(asc(webhookDeliveries.id));
  const attempts = new Map(claimed.map((row) => [row.id, row.attempts]));
  return rows.map((row) => ({ ...row, attempts: attempts.get(row.id) ?? 0 }));
}

/**
 * Writes the outcome of one attempt, only while the row is still this attempt's: after a
 * lease ran out and another worker claimed it, the late answer changes nothing.
 */
export async function finishAttempt(
  db: Database,
  claim: { id: number; attempts: number },
  values: Partial<
    Pick<WebhookDelivery, 'status' | 'nextAttemptAt' | 'lastStatus' | 'lastError' | 'deliveredAt'>
  >,
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set(values)
    .where(
      and(
        eq(webhookDeliveries.id, claim.id),
        eq(webhookDeliveries.attempts, claim.attempts),
        eq(webhookDeliveries.status, 'pending'),
      ),
    );
}

/** Due again at `now` with a fresh count of attempts; the event, and so its id, stays. */
export async function requeueDelivery(
  db: Database,
  id: number,
  now: Date,
): Promise<WebhookDelivery | null> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, deliveredAt: null })
    .where(eq(webhookDeliveries.id, id))
    .returning();
  return row ?? null;
}

function selectDeliveries(db: Database, where: SQL | undefined, limit: number) {
  return db
    .select({
      id: webhookDeliveries.id,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      lastStatus: webhookDeliveries.lastStatus,
      lastError: webhookDeliveries.lastError,
      deliveredAt: webhookDeliveries.deliveredAt,
      subscription: { id: webhookSubscriptions.id, name: webhookSubscriptions.name },
      event: {
        id: webhookEvents.id,
        type: webhookEvents.type,
        payload: webhookEvents.payload,
        occurredAt: webhookEvents.occurredAt,
      },
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
    .where(where)
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
}

export interface DeliveryFilter {
  type?: string | undefined;
  status?: DeliveryStatus | undefined;
  /** Events that happened at or after this instant. */
  since?: Date | undefined;
  /** Events that happened before this instant. */
  until?: Date | undefined;
  subscriptionId?: number | undefined;
  /** Deliveries older than this id: the next page. */
  beforeId?: number | undefined;
  limit: number;
}

/** Newest first, with the event each one carries and the subscription it goes to. */
export function listDeliveries(db: Database, filter: DeliveryFilter) {
  const conditions: (SQL | undefined)[] = [
    filter.type === undefined ? undefined : eq(webhookEvents.type, filter.type),
    filter.status === undefined ? undefined : eq(webhookDeliveries.status, filter.status),
    filter.since === undefined ? undefined : gte(webhookEvents.occurredAt, filter.since),
    filter.until === undefined ? undefined : lt(webhookEvents.occurredAt, filter.until),
    filter.subscriptionId === undefined
      ? undefined
      : eq(webhookDeliveries.subscriptionId, filter.subscriptionId),
    filter.beforeId === undefined ? undefined : lt(webhookDeliveries.id, filter.beforeId),
  ];
  return selectDeliveries(db, and(...conditions), filter.limit);
}

export type DeliveryListItem = Awaited<ReturnType<typeof listDeliveries>>[number];

export async function findDeliveryListItem(
  db: Database,
  id: number,
): Promise<DeliveryListItem | null> {
  const [row] = await selectDeliveries(db, eq(webhookDeliveries.id, id), 1);
  return row ?? null;
}

export const listSubscriptions = (db: Database) =>
  db.select().from(webhookSubscriptions).orderBy(asc(webhookSubscriptions.id));

/** The subscription, locked until the caller's transaction ends. */
export async function lockSubscription(
  tx: Database,
  id: number,
): Promise<WebhookSubscription | null> {
  const [row] = await tx
    .select()
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.id, id))
    .for('update');
  return row ?? null;
}

export async function findDelivery(db: Database, id: number): Promise<WebhookDelivery | null> {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row ?? null;
}

export type SubscriptionValues = Pick<
  typeof webhookSubscriptions.$inferInsert,
  'name' | 'url' | 'secret' | 'eventTypes' | 'active' | 'createdAt'
>;

/** Null when the name is taken. */
export async function insertSubscription(
  db: Database,
  values: SubscriptionValues,
): Promise<WebhookSubscription | null> {
  const [row] = await db
    .insert(webhookSubscriptions)
    .values(values)
    .onConflictDoNothing({ target: webhookSubscriptions.name })
    .returning();
  return row ?? null;
}

export async function updateSubscription(
  db: Database,
  id: number,
  values: Partial<SubscriptionValues>,
): Promise<WebhookSubscription | 'name_taken' | null> {
  if (Object.keys(values).length === 0) return findSubscription(db, id);
  try {
    const [row] = await db
      .update(webhookSubscriptions)
      .set(values)
      .where(eq(webhookSubscriptions.id, id))
      .returning();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return 'name_taken';
    throw error;
  }
}

async function findSubscription(db: Database, id: number): Promise<WebhookSubscription | null> {
  const [row] = await db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
  return row ?? null;
}

/** The subscription of `name` points at `url` with `secret`; whether it is active stays as set. */
export async function upsertSubscriptionByName(
  db: Database,
  values: Pick<SubscriptionValues, 'name' | 'url' | 'secret'>,
): Promise<void> {
  await db
    .insert(webhookSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: webhookSubscriptions.name,
      set: { url: values.url, secret: values.secret },
    });
}

/**
 * Drops up to `limit` events that happened before `before` and that every subscriber
 * acknowledged, with their deliveries. An event still pending or failed somewhere stays:
 * the console has to show it and replay it.
 */
export async function deleteDeliveredEventsBefore(
  db: Database,
  before: Date,
  limit: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const done = await tx
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .where(
        and(
          lt(webhookEvents.occurredAt, before),
          sql`not exists (select 1 from ${webhookDeliveries} where ${webhookDeliveries.eventId} = ${webhookEvents.id} and ${webhookDeliveries.status} <> 'delivered')`,
        ),
      )
      .limit(limit)
      .for('update', { skipLocked: true });
    const ids = done.map(({ id }) => id);
    if (ids.length === 0) return 0;
    // Checked again under the rows' locks: a replay from the console may have just put a
    // delivery back to pending, and that event stays with it.
    await tx
      .delete(webhookDeliveries)
      .where(
        and(inArray(webhookDeliveries.eventId, ids), eq(webhookDeliveries.status, 'delivered')),
      );
    const deleted = await tx
      .delete(webhookEvents)
      .where(
        and(
          inArray(webhookEvents.id, ids),
          sql`not exists (select 1 from ${webhookDeliveries} where ${webhookDeliveries.eventId} = ${webhookEvents.id})`,
        ),
      )
      .returning({ id: webhookEvents.id });
    return deleted.length;
  });
}
