import type { HisNotice, HisUpsertResult } from '@hospital/contract/his';
import type { ServerDeps } from '../../deps.ts';
import { upsertNotice } from './his-repository.ts';

/** A notice has no rule beyond its shape: the HIS's latest version is the notice. */
export async function upsertHisNotice(
  deps: Pick<ServerDeps, 'db'>,
  hisId: string,
  notice: HisNotice,
): Promise<HisUpsertResult> {
  return { hisId, status: await upsertNotice(deps.db, hisId, notice) };
}
