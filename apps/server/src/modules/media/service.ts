import type { ServerDeps } from '../../deps.ts';
import { newFileId, sniffImageType } from '../patients/index.ts';
import { findMediaImage, insertMediaImage } from './repository.ts';

export const MEDIA_IMAGE_PREFIX = '/media/images/';
const mediaImageUrl = (fileId: string) => `${MEDIA_IMAGE_PREFIX}${fileId}`;

/**
 * Keeps a public picture (a doctor's photo) and answers its address; null when the bytes
 * are no JPEG, PNG or WebP. The file is written before its row, so a row always has bytes.
 */
export async function storeMediaImage(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'uploads'>,
  bytes: Buffer,
): Promise<string | null> {
  const mimeType = sniffImageType(bytes);
  if (!mimeType) return null;
  const fileId = newFileId();
  await deps.uploads.save(fileId, bytes);
  await insertMediaImage(deps.db, {
    fileId,
    mimeType,
    size: bytes.length,
    createdAt: deps.clock.now(),
  });
  return mediaImageUrl(fileId);
}

export async function readMediaImage(
  deps: Pick<ServerDeps, 'db' | 'uploads'>,
  fileId: string,
): Promise<{ mimeType: string; bytes: Buffer } | null> {
  const image = await findMediaImage(deps.db, fileId);
  if (!image) return null;
  return { mimeType: image.mimeType, bytes: await deps.uploads.read(fileId) };
}
