import { eq, inArray } from 'drizzle-orm';
import { patients, uploadedFiles } from '../../db/schema/index.ts';
import type { Queryable } from './repository.ts';

/** What an anonymised patient row is called in the hospital's kept records. */
export const FORGOTTEN_NAME = '已注销';

/**
 * For unregistering an account (call inside its transaction): every patient row of the
 * owner loses the person's identity but stays, soft-deleted, so appointments, bills and
 * reports the hospital must keep still point at it; gender and birth date stay for the
 * hospital's statistics. The owner's uploads are unlinked and their rows deleted, so no
 * route serves them again. Returns the ids of those files.
 */
export async function forgetPatientsOf(
  tx: Queryable,
  ownerId: number,
  now: Date,
): Promise<string[]> {
  await tx
    .update(patients)
    .set({
      name: FORGOTTEN_NAME,
      idNumber: null,
      phone: '',
      nation: null,
      address: null,
      guardianName: null,
      guardianIdNumber: null,
      guardianPhone: null,
      insuranceCardNo: null,
      avatarFileId: null,
      isDefault: false,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(patients.ownerId, ownerId));
  const files = await tx
    .select({ fileId: uploadedFiles.fileId })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.ownerId, ownerId));
  const fileIds = files.map((file) => file.fileId);
  if (fileIds.length > 0)
    await tx.delete(uploadedFiles).where(inArray(uploadedFiles.fileId, fileIds));
  return fileIds;
}
