import type { HisDischargeSummary, DischargeDocumentKind } from '@hospital/contract/his';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dischargeDocuments, dischargeRecords } from '../../db/schema/index.ts';
import {
  insertedFlag,
  outcomeOf,
  replaceWhenChanged,
  type UpsertOutcome,
} from '../../db/upsert.ts';

const replaceTrial = replaceWhenChanged({
  totalFen: dischargeRecords.totalFen,
  insuranceFundFen: dischargeRecords.insuranceFundFen,
  personalAccountFen: dischargeRecords.personalAccountFen,
  hisDepositFen: dischargeRecords.hisDepositFen,
});

export interface TrialValues {
  totalFen: number;
  insuranceFundFen: number;
  personalAccountFen: number;
  hisDepositFen: number;
}

/** The trial of a stay, rewritten only when a figure changed (then stamped `now`). */
export async function upsertTrial(
  db: Database,
  stayId: number,
  trial: TrialValues,
  now: Date,
): Promise<UpsertOutcome> {
  const rows = await db
    .insert(dischargeRecords)
    .values({ stayId, ...trial, trialUpdatedAt: now })
    .onConflictDoUpdate({
      target: dischargeRecords.stayId,
      set: { ...replaceTrial.set, trialUpdatedAt: now },
      setWhere: replaceTrial.setWhere,
    })
    .returning(insertedFlag);
  return outcomeOf(rows);
}

const replaceSummary = replaceWhenChanged({ summary: dischargeRecords.summary });

export async function upsertSummary(
  db: Database,
  stayId: number,
  summary: HisDischargeSummary,
): Promise<UpsertOutcome> {
  const rows = await db
    .insert(dischargeRecords)
    .values({ stayId, summary })
    .onConflictDoUpdate({ target: dischargeRecords.stayId, ...replaceSummary })
    .returning(insertedFlag);
  return outcomeOf(rows);
}

/** Stores a PDF of the stay, replacing an earlier one only when its bytes differ. */
export async function upsertDocument(
  db: Database,
  stayId: number,
  kind: DischargeDocumentKind,
  content: Uint8Array,
  now: Date,
): Promise<UpsertOutcome> {
  const rows = await db
    .insert(dischargeDocuments)
    .values({ stayId, kind, content, updatedAt: now })
    .onConflictDoUpdate({
      target: [dischargeDocuments.stayId, dischargeDocuments.kind],
      set: { content, updatedAt: now },
      setWhere: sql`${dischargeDocuments.content} is distinct from excluded.content`,
    })
    .returning(insertedFlag);
  return outcomeOf(rows);
}

export async function findDocumentId(db: Database, stayId: number, kind: DischargeDocumentKind) {
  const [row] = await db
    .select({ id: dischargeDocuments.id })
    .from(dischargeDocuments)
    .where(and(eq(dischargeDocuments.stayId, stayId), eq(dischargeDocuments.kind, kind)));
  return row?.id ?? null;
}
