import type { HisDepartmentItem } from '@hospital/contract/his';
import type { Database } from '../../db/client.ts';
import { HisRefusal, type HisWrite } from '../../http/his-batch.ts';
import {
  insertHisDepartment,
  isDepartmentCodeTaken,
  lockHisDepartment,
  updateDepartment,
  type HisDepartmentRow,
} from './his-repository.ts';

const sameDepartment = (row: HisDepartmentRow, item: HisDepartmentItem, parentId: number | null) =>
  row.name === item.name &&
  row.parentId === parentId &&
  row.intro === item.intro &&
  row.location === item.location &&
  row.sort === item.sort;

/** The parent's row id; departments have two levels, so a parent must be first-level. */
async function parentOf(db: Database, item: HisDepartmentItem): Promise<number | null> {
  if (item.parentHisId === null) return null;
  if (item.parentHisId === item.hisId) throw new HisRefusal('科室不能是自己的上级科室');
  const parent = await lockHisDepartment(db, item.parentHisId);
  if (!parent) throw new HisRefusal(`上级科室 ${item.parentHisId} 不存在`);
  if (parent.parentId !== null)
    throw new HisRefusal(`上级科室 ${item.parentHisId} 本身是二级科室，科室只有两级`);
  return parent.id;
}

/**
 * One department from the HIS, keyed by its hisId: created, updated, or left unchanged
 * when it already reads the same. Runs in the item's transaction (`applyHisItem`).
 */
export async function upsertHisDepartment(
  db: Database,
  item: HisDepartmentItem,
): Promise<HisWrite> {
  const parentId = await parentOf(db, item);
  const values = {
    name: item.name,
    parentId,
    intro: item.intro,
    location: item.location,
    sort: item.sort,
  };
  let row = await lockHisDepartment(db, item.hisId);
  if (!row) {
    // The department code patients see in links is the HIS's id.
    if (await isDepartmentCodeTaken(db, item.hisId))
      throw new HisRefusal(`科室编码 ${item.hisId} 已被其他科室使用`);
    if ((await insertHisDepartment(db, item.hisId, values)) !== null) return 'created';
    row = await lockHisDepartment(db, item.hisId);
    if (!row) throw new Error(`department ${item.hisId} vanished after a conflicting insert`);
  }
  if (sameDepartment(row, item, parentId)) return 'unchanged';
  if (parentId !== null && row.hasChildren)
    throw new HisRefusal(`科室 ${item.hisId} 下还有二级科室，不能再归入上级科室`);
  await updateDepartment(db, row.id, values);
  return 'updated';
}
