import { DownlandOutline } from 'antd-mobile-icons';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { PDF_DOCUMENTS } from '../../../lib/paths.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { isOwnApiPath, useReportFile } from '../api/get-report-file.ts';
import { useReportsTranslation } from '../i18n/index.ts';
import styles from './report-pages.module.css';

// The PDF engine is large: it loads once there is a file to draw.
const PdfViewer = lazy(async () => ({
  default: (await import('../components/pdf-viewer.tsx')).PdfViewer,
}));

// Links written before the page named its document open a report, as they always did.
const DocumentSchema = z.enum(PDF_DOCUMENTS).default('report');
const PdfLinkSchema = z.object({ url: z.string().refine(isOwnApiPath), doc: DocumentSchema });

/**
 * /inHospitalManagePages/pdfPage?url=&doc=: a PDF the hospital serves to its owner (a report's
 * original, a stay's fee lists or electronic bill), drawn in the app and offered as a download.
 */
export function PdfPage() {
  const { t } = useReportsTranslation();
  const [search] = useSearchParams();
  // The title only: a malformed doc still gets the incomplete-link page below.
  const doc = DocumentSchema.catch('report').parse(search.get('doc') || undefined);
  const name = t(`pdf.document.${doc}`);
  return (
    <Page title={name}>
      <RequireLinkParams schema={PdfLinkSchema}>
        {({ url }) => <DocumentFile url={url} name={name} />}
      </RequireLinkParams>
    </Page>
  );
}

function DocumentFile({ url, name }: { url: string; name: string }) {
  const { t } = useReportsTranslation();
  const file = useReportFile(url);
  if (file.isPending) return <ListSkeleton rows={6} />;
  if (file.isError) {
    return (
      <ErrorState
        message={t('pdf.failed', { document: name })}
        onRetry={() => void file.refetch()}
      />
    );
  }
  return (
    <>
      <Download data={file.data} name={name} />
      <Suspense fallback={<ListSkeleton rows={6} />}>
        <PdfViewer data={file.data} name={name} />
      </Suspense>
    </>
  );
}

/** Saves the bytes the page already fetched with the owner's token. */
function Download({ data, name }: { data: Uint8Array; name: string }) {
  const { t } = useReportsTranslation();
  const save = () => saveFile(new Blob([data.slice()], { type: 'application/pdf' }), `${name}.pdf`);
  return (
    <div className={styles.downloadBar}>
      <button type="button" className={styles.download} onClick={save} data-testid="pdf-download">
        <DownlandOutline aria-hidden />
        {t('pdf.download')}
      </button>
    </div>
  );
}
