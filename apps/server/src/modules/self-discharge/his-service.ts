import type {
  DischargeDocumentKind,
  HisDischargeSummary,
  HisTrialSettlementItem,
} from '@hospital/contract/his';
import type { Database } from '../../db/client.ts';
import type { ServerDeps } from '../../deps.ts';
import { HisRefusal, type HisWrite } from '../../http/his-batch.ts';
import { findStayByNo, lockStay } from '../inpatient/index.ts';
import { upsertDocument, upsertSummary, upsertTrial } from './his-repository.ts';

/** The stay the HIS names by its inpatient number, locked for the item's transaction. */
async function lockedStay(db: Database, inpatientNo: string) {
  const found = await findStayByNo(db, inpatientNo);
  const stay = found && (await lockStay(db, found.id));
  if (!stay) throw new HisRefusal(`住院号 ${inpatientNo} 不存在，请先发送住院记录`);
  return stay;
}

/**
 * A stay's trial settlement, keyed by its inpatient number; runs in the item's transaction
 * with the stay locked, so it cannot change under a settlement being made. A settled
 * stay's figures are final.
 */
export async function upsertHisTrial(
  deps: Pick<ServerDeps, 'clock'>,
  db: Database,
  item: HisTrialSettlementItem,
): Promise<HisWrite> {
  const stay = await lockedStay(db, item.hisId);
  if (stay.status === 'settled') throw new HisRefusal('该住院记录已结算，预结算不能再更改');
  const { depositFen, totalFen, insuranceFundFen, personalAccountFen } = item;
  return upsertTrial(
    db,
    stay.id,
    { totalFen, insuranceFundFen, personalAccountFen, hisDepositFen: depositFen },
    deps.clock.now(),
  );
}

export async function upsertHisSummary(
  db: Database,
  item: HisDischargeSummary & { hisId: string },
): Promise<HisWrite> {
  const { hisId, ...summary } = item;
  const stay = await lockedStay(db, hisId);
  return upsertSummary(db, stay.id, summary);
}

export function storeHisDocument(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  inpatientNo: string,
  kind: DischargeDocumentKind,
  content: Buffer,
): Promise<HisWrite> {
  return deps.db.transaction(async (tx) => {
    const stay = await lockedStay(tx, inpatientNo);
    return upsertDocument(tx, stay.id, kind, content, deps.clock.now());
  });
}
