import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Config } from '../../config.ts';

type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/**
 * The image type read from the file's first bytes. The name and the Content-Type the
 * phone sends are never trusted: a script renamed photo.png must not be stored or served.
 */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** Random file ids: 128 bits, so a file cannot be found by guessing. */
export const newFileId = () => randomBytes(16).toString('hex');
export const FILE_ID_PATTERN = /^[0-9a-f]{32}$/;

export interface UploadStorage {
  save: (fileId: string, bytes: Buffer) => Promise<void>;
  read: (fileId: string) => Promise<Buffer>;
  /** Gone for good; a file already missing is not an error. */
  remove: (fileId: string) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * Files live outside the web root, in DATA_DIR/uploads; an in-memory database gets a
 * temporary folder that goes with the app. Several instances must share DATA_DIR.
 */
export function openUploadStorage(config: Pick<Config, 'dataDir'>): UploadStorage {
  const temporary = config.dataDir === 'memory://';
  const dir = temporary
    ? mkdtempSync(join(tmpdir(), 'hospital-uploads-'))
    : resolve(config.dataDir, 'uploads');
  mkdirSync(dir, { recursive: true });
  const pathOf = (fileId: string) => {
    // Ids come from the database or a checked URL; this guards the folder all the same.
    if (!FILE_ID_PATTERN.test(fileId)) throw new Error('invalid file id');
    return join(dir, fileId);
  };
  return {
    save: (fileId, bytes) => writeFile(pathOf(fileId), bytes, { flag: 'wx', mode: 0o600 }),
    read: (fileId) => readFile(pathOf(fileId)),
    remove: (fileId) => rm(pathOf(fileId), { force: true }),
    close: async () => {
      if (temporary) await rm(dir, { recursive: true, force: true });
    },
  };
}
