import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';

let fontBytes: Promise<Buffer> | undefined;

/** Noto Sans SC from its npm package: PDF's built-in fonts have no Chinese glyphs. */
function chineseFont(): Promise<Buffer> {
  if (!fontBytes) {
    const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-sc');
    fontBytes = readFile(join(dirname(entry), '..', 'fonts', 'NotoSansHans-Regular.otf'));
  }
  return fontBytes;
}

/**
 * An A5 sheet in the Chinese font, drawn by `draw`. Dated by `createdAt`, not by when it is
 * drawn, so drawing it again gives the same bytes and sending it again changes nothing.
 */
export async function renderSheet(
  meta: { title: string; createdAt: Date },
  draw: (doc: PDFKit.PDFDocument, width: number) => void,
): Promise<Buffer> {
  const font = await chineseFont();
  const doc = new PDFDocument({
    size: 'A5',
    margin: 36,
    info: { Title: meta.title, CreationDate: meta.createdAt },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('body', font);
  doc.font('body');
  draw(doc, doc.page.width - 72);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
