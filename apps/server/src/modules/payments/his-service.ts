import type { HisPaymentsQuery, HisSettlementPage } from '@hospital/contract/his';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../http/http-error.ts';
import { listSettlements, SETTLEMENT_RANKS, type SettlementPosition } from './his-repository.ts';

/**
 * A settlement is stamped with the clock inside its transaction and becomes visible only at
 * commit, a moment later. Rows younger than this wait for the next read, so a cursor never
 * moves past a row that was still committing (nor past one from an instance whose clock runs
 * a little behind).
 */
export const SETTLEMENT_VISIBLE_AFTER_MS = 30_000;

const CURSOR_PREFIX = 'c1.';
const CURSOR_BODY = /^(\d{1,15})\.([0-2])\.(\d{1,12})$/;
const FIRST: SettlementPosition = { settledAt: new Date(0), rank: -1, id: 0 };

export function encodeCursor(position: SettlementPosition): string {
  const body = `${position.settledAt.getTime()}.${position.rank}.${position.id}`;
  return CURSOR_PREFIX + Buffer.from(body).toString('base64url');
}

/** A cursor we answered before, or a time: everything settled at or after it. */
export function decodeSince(since: string | undefined): SettlementPosition {
  if (since === undefined) return FIRST;
  if (!since.startsWith(CURSOR_PREFIX)) return { settledAt: new Date(since), rank: -1, id: 0 };
  const match = CURSOR_BODY.exec(
    Buffer.from(since.slice(CURSOR_PREFIX.length), 'base64url').toString(),
  );
  if (!match) throw badRequest('since: 不是本接口给出的游标', 'since');
  return { settledAt: new Date(Number(match[1])), rank: Number(match[2]), id: Number(match[3]) };
}

/** One page of settlements for the HIS to reconcile, and where the next page starts. */
export async function settlementsSince(
  db: Database,
  query: HisPaymentsQuery,
  now: Date,
): Promise<HisSettlementPage> {
  const after = decodeSince(query.since);
  const until = new Date(now.getTime() - SETTLEMENT_VISIBLE_AFTER_MS);
  const rows = await listSettlements(db, after, until, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ id: _id, settledAt, ...settlement }) => ({
      ...settlement,
      settledAt: settledAt.toISOString(),
    })),
    next: encodeCursor(
      last ? { settledAt: last.settledAt, rank: SETTLEMENT_RANKS[last.kind], id: last.id } : after,
    ),
    hasMore: rows.length > query.limit,
  };
}
