import type { HisDoctorItem } from '@hospital/contract/his';
import type { Database } from '../../db/client.ts';
import { HisRefusal, type HisWrite } from '../../http/his-batch.ts';
import { MEDIA_IMAGE_PREFIX } from '../media/index.ts';
import {
  departmentIdOfHisId,
  insertHisDoctor,
  isDoctorCodeTaken,
  lockHisDoctor,
  updateDoctor,
  type DoctorValues,
  type HisDoctorRow,
} from './his-repository.ts';

/** Without an avatar of the HIS's, the one the media module draws from the doctor's code. */
const drawnAvatar = (code: string) => `/media/avatars/doctors/${encodeURIComponent(code)}.svg`;

const isUploadedAvatar = (url: string) => url.startsWith(MEDIA_IMAGE_PREFIX);

const sameDoctor = (row: HisDoctorRow, values: DoctorValues) =>
  (Object.keys(values) as (keyof DoctorValues)[]).every((key) => row[key] === values[key]);

/**
 * One doctor from the HIS, keyed by its hisId, in a department the HIS sent before.
 * Runs in the item's transaction (`applyHisItem`).
 */
export async function upsertHisDoctor(db: Database, item: HisDoctorItem): Promise<HisWrite> {
  const departmentId = await departmentIdOfHisId(db, item.departmentHisId);
  if (departmentId === null) throw new HisRefusal(`科室 ${item.departmentHisId} 不存在`);
  const valuesOver = (row: HisDoctorRow | null): DoctorValues => ({
    departmentId,
    name: item.name,
    title: item.title,
    gender: item.gender,
    speciality: item.speciality,
    intro: item.intro,
    // A photo uploaded to us stays until the HIS names another.
    avatarUrl:
      item.avatarUrl ??
      (row && isUploadedAvatar(row.avatarUrl) ? row.avatarUrl : drawnAvatar(item.hisId)),
  });
  let row = await lockHisDoctor(db, item.hisId);
  if (!row) {
    // The doctor code patients see in links is the HIS's id.
    if (await isDoctorCodeTaken(db, item.hisId))
      throw new HisRefusal(`医生编码 ${item.hisId} 已被其他医生使用`);
    if ((await insertHisDoctor(db, item.hisId, valuesOver(null))) !== null) return 'created';
    row = await lockHisDoctor(db, item.hisId);
    if (!row) throw new Error(`doctor ${item.hisId} vanished after a conflicting insert`);
  }
  const values = valuesOver(row);
  if (sameDoctor(row, values)) return 'unchanged';
  await updateDoctor(db, row.id, values);
  return 'updated';
}
