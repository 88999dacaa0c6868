import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sideEffects } from '../db/schema/index.ts';
import { sideEffectHandler } from './outbox.ts';

/** How long a claimed row is left to its worker; past it, another worker takes it over. */
export const LEASE_MS = 2 * 60_000;
const FIRST_RETRY_MS = 10_000;
const MAX_RETRY_MS = 60 * 60_000;
const BATCH = 20;
const ERROR_MAX = 500;

type SideEffect = typeof sideEffects.$inferSelect;

/** 10 s, 20 s, 40 s... doubling up to an hour: a long outage costs a retry an hour. */
export const retryDelayMs = (attempts: number) =>
  Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/**
 * Takes due rows for this worker in one statement: rows another worker holds are skipped,
 * and each claimed row moves one lease ahead, so it is due again if this worker dies.
 */
export async function claimSideEffects(
  app: FastifyInstance,
  now: Date,
  limit = BATCH,
): Promise<SideEffect[]> {
  const due = app.db
    .select({ id: sideEffects.id })
    .from(sideEffects)
    .where(
      and(
        isNull(sideEffects.doneAt),
        or(isNull(sideEffects.nextAttemptAt), lte(sideEffects.nextAttemptAt, now)),
      ),
    )
    .orderBy(asc(sideEffects.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return app.db
    .update(sideEffects)
    .set({ attempts: sql`${sideEffects.attempts} + 1`, nextAttemptAt: later(now, LEASE_MS) })
    .where(inArray(sideEffects.id, due))
    .returning();
}

async function runOne(app: FastifyInstance, effect: SideEffect, now: Date): Promise<boolean> {
  const finish = (values: Partial<SideEffect>) =>
    app.db.update(sideEffects).set(values).where(eq(sideEffects.id, effect.id));
  try {
    const handler = sideEffectHandler(effect.kind);
    if (!handler) throw new Error(`no handler for side effect kind ${effect.kind}`);
    const result = await handler(app, effect.payload);
    if (result === 'done') {
      await finish({ doneAt: now, nextAttemptAt: null, lastError: null });
      return true;
    }
    await finish({ nextAttemptAt: later(now, retryDelayMs(effect.attempts)), lastError: null });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    app.log.warn(
      { sideEffectId: effect.id, kind: effect.kind, attempts: effect.attempts, err: error },
      'side effect failed; retrying later',
    );
    await finish({
      nextAttemptAt: later(now, retryDelayMs(effect.attempts)),
      lastError: message.slice(0, ERROR_MAX),
    });
  }
  return false;
}

/**
 * Carries out every side effect due at `now`, batch after batch, and returns how many got
 * done. Rows that fail are moved past `now`, so the loop ends.
 */
export async function drainSideEffects(app: FastifyInstance, now: Date): Promise<number> {
  let done = 0;
  for (;;) {
    const claimed = await claimSideEffects(app, now);
    if (claimed.length === 0) return done;
    for (const effect of claimed) if (await runOne(app, effect, now)) done += 1;
  }
}
