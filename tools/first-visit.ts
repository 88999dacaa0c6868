import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';

const gzipped = promisify(gzip);

/** One chunk of Vite's build manifest (`build.manifest`), as far as it is read here. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface FirstVisitFile {
  file: string;
  gzip: number;
}

/**
 * What the browser must fetch before the page's script runs: the HTML entry, every chunk
 * it imports statically (transitively; Vite adds them as modulepreload links) and their
 * CSS. Lazy chunks (`dynamicImports`) are not counted: they wait until a route asks.
 */
export async function firstVisitFiles(dist: string): Promise<FirstVisitFile[]> {
  const manifest = JSON.parse(
    await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  entries.forEach(visit);
  return Promise.all(
    [...files].sort().map(async (file) => ({ file, gzip: await gzipSize(join(dist, file)) })),
  );
}

/** A file's size at the strongest gzip level, as the build's precompressed copy is written. */
export async function gzipSize(path: string): Promise<number> {
  const compressed = await gzipped(await readFile(path), { level: constants.Z_BEST_COMPRESSION });
  return compressed.length;
}

export const totalGzip = (files: FirstVisitFile[]) =>
  files.reduce((sum, file) => sum + file.gzip, 0);
