import type { ServerDeps } from '../../deps.ts';
import { badRequest } from '../../http/http-error.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffActor } from '../staff/index.ts';
import { storeMediaImage } from './service.ts';

/** Its base64 stays under the server's 1 MiB body limit. */
const MAX_COVER_BYTES = 700 * 1024;

/**
 * Keeps an article cover a staff member uploaded, as a public picture like a doctor's photo.
 * The bytes decide the type, not the data URL's label, so a script renamed to image/png is
 * refused.
 */
export async function uploadCover(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'uploads'>,
  by: StaffActor,
  dataUrl: string,
): Promise<{ url: string }> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > MAX_COVER_BYTES) throw badRequest('图片不能超过700KB', 'dataUrl');
  const url = await storeMediaImage(deps, bytes);
  if (!url) throw badRequest('只支持PNG、JPG或WebP图片', 'dataUrl');
  await recordAudit(deps.db, {
    actor: `staff:${by.staffId}`,
    action: 'media.cover_upload',
    entityType: 'media_image',
    entityId: url,
    after: { size: bytes.length },
    requestId: by.requestId,
    at: deps.clock.now(),
  });
  return { url };
}
