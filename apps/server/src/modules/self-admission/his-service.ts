import type { HisAdmissionNoticeItem } from '@hospital/contract/his';
import type { Database } from '../../db/client.ts';
import { HisRefusal, type HisWrite } from '../../http/his-batch.ts';
import { lockNoticeCard, upsertNotice } from './his-repository.ts';

/**
 * One pre-admission notice from the HIS, keyed by its hisId; runs in the item's
 * transaction. A notice stays on the card it was issued on: moving it would show one
 * patient's admission (and the deposits paid on it) to another.
 */
export async function upsertHisAdmissionNotice(
  db: Database,
  item: HisAdmissionNoticeItem,
): Promise<HisWrite> {
  const { status, ...values } = item;
  const cardNo = await lockNoticeCard(db, item.hisId);
  if (cardNo !== null && cardNo !== item.cardNo) throw new HisRefusal('入院通知的就诊卡号不能更改');
  return upsertNotice(db, { ...values, state: status });
}
