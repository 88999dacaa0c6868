import type { TrialSettlement } from '@hospital/contract';
import type { WebhookDischargeSettlement } from '@hospital/contract/his';
import type { Database } from '../../db/client.ts';
import { findSettlement, refundsOfSettlement, type DischargeRecordRow } from './repository.ts';

/**
 * The split of a trial with the deposits our ledger holds: the patient's share is what
 * neither fund pays, less the deposits. Null until the HIS sent a trial.
 */
export function splitOf(record: DischargeRecordRow, depositFen: number): TrialSettlement | null {
  const { totalFen, insuranceFundFen, personalAccountFen, trialUpdatedAt } = record;
  if (totalFen === null || insuranceFundFen === null || personalAccountFen === null) return null;
  if (!trialUpdatedAt) return null;
  const selfPayFen = totalFen - insuranceFundFen - personalAccountFen;
  return {
    totalFen,
    insuranceFundFen,
    personalAccountFen,
    selfPayFen,
    depositFen,
    balanceFen: selfPayFen - depositFen,
    updatedAt: trialUpdatedAt.toISOString(),
  };
}

/** What the HIS hears of a settlement made from the phone: the split and each refund. */
export async function settlementForHis(
  db: Database,
  id: number,
  at: Date,
): Promise<WebhookDischargeSettlement> {
  const record = await findSettlement(db, id);
  if (!record) throw new Error(`settlement ${id} vanished`);
  const { settlement } = record;
  return {
    settlementId: settlement.id,
    inpatientNo: record.inpatientNo,
    patientName: record.patientName,
    totalFen: settlement.totalFen,
    insuranceFundFen: settlement.insuranceFundFen,
    personalAccountFen: settlement.personalAccountFen,
    depositFen: settlement.depositFen,
    balanceFen: settlement.balanceFen,
    refunds: (await refundsOfSettlement(db, id)).map((refund) => ({
      depositId: refund.depositId,
      amountFen: refund.amountFen,
      channel: refund.channel,
    })),
    at: at.toISOString(),
  };
}
