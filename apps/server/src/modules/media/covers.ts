import type { ServerDeps } from '../../deps.ts';
import { badRequest } from '../../http/http-error.ts';
import { recordAudit } from '../audit/index.ts';
import { newFileId, sniffImageType } from '../patients/index.ts';
import type { StaffActor } from '../staff/index.ts';
import { insertCover } from './repository.ts';

/** Its base64 stays under the server's 1 MiB body limit. */
const MAX_COVER_BYTES = 700 * 1024;
export const COVER_ID_PATTERN = /^[0-9a-f]{32}$/;
export const coverUrl = (id: string) => `/media/covers/${id}`;

/**
 * Stores a cover a staff member uploaded. The bytes decide the type, not the data URL's
 * label, so a script renamed to image/png is refused.
 */
export async function uploadCover(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  by: StaffActor,
  dataUrl: string,
): Promise<{ url: string }> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > MAX_COVER_BYTES) throw badRequest('图片不能超过700KB', 'dataUrl');
  const mimeType = sniffImageType(bytes);
  if (!mimeType) throw badRequest('只支持PNG、JPG或WebP图片', 'dataUrl');
  const id = newFileId();
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await insertCover(tx, { id, mimeType, bytes, createdAt: now });
    await recordAudit(tx, {
      actor: `staff:${by.staffId}`,
      action: 'media.cover_upload',
      entityType: 'media_cover',
      entityId: id,
      after: { mimeType, size: bytes.length },
      requestId: by.requestId,
      at: now,
    });
  });
  return { url: coverUrl(id) };
}
