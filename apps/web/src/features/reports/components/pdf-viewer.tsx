import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { useReportsTranslation } from '../i18n/index.ts';
import styles from './pdf-viewer.module.css';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Draws every page of a PDF at the phone's width, sharp on high-density screens. */
export function PdfViewer({ data, name }: { data: Uint8Array; name: string }) {
  const { t } = useReportsTranslation();
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // pdf.js takes ownership of the bytes it is given; the cached copy stays intact.
    const task = getDocument({ data: data.slice(), isEvalSupported: false });
    task.promise.then(setPdf, () => setFailed(true));
    return () => void task.destroy();
  }, [data]);

  if (failed)
    return (
      <ErrorState message={t('pdf.failed', { document: name })} onRetry={() => setFailed(false)} />
    );
  if (!pdf) return <p className={styles.loading}>{t('pdf.loading', { document: name })}</p>;
  return (
    <div className={styles.pages} data-testid="pdf-viewer">
      {Array.from({ length: pdf.numPages }, (_, index) => (
        <PdfPageCanvas key={index} pdf={pdf} number={index + 1} total={pdf.numPages} />
      ))}
    </div>
  );
}

function PdfPageCanvas({
  pdf,
  number,
  total,
}: {
  pdf: PDFDocumentProxy;
  number: number;
  total: number;
}) {
  const { t } = useReportsTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    let cancel = () => undefined as void;
    void pdf.getPage(number).then((page) => {
      const element = canvas.current;
      if (cancelled || !element) return;
      const width = element.parentElement?.clientWidth ?? window.innerWidth;
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({
        scale: (width / page.getViewport({ scale: 1 }).width) * ratio,
      });
      element.width = viewport.width;
      element.height = viewport.height;
      element.style.width = `${viewport.width / ratio}px`;
      const task = page.render({ canvas: element, viewport });
      cancel = () => task.cancel();
      task.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [pdf, number]);
  return (
    <figure className={styles.page}>
      <canvas ref={canvas} className={styles.canvas} />
      <figcaption className={styles.caption}>{t('pdf.page', { page: number, total })}</figcaption>
    </figure>
  );
}
