import { lazy, Suspense } from 'react';
import { z } from 'zod';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { isOwnApiPath, useReportFile } from '../api/get-report-file.ts';
import { useReportsTranslation } from '../i18n/index.ts';

// The PDF engine is large: it loads once there is a file to draw.
const PdfViewer = lazy(async () => ({
  default: (await import('../components/pdf-viewer.tsx')).PdfViewer,
}));

const PdfLinkSchema = z.object({ url: z.string().refine(isOwnApiPath) });

/** /inHospitalManagePages/pdfPage?url=: a PDF the hospital serves to its owner, drawn in the app. */
export function PdfPage() {
  const { t } = useReportsTranslation();
  return (
    <Page title={t('title.pdf')}>
      <RequireLinkParams schema={PdfLinkSchema}>
        {({ url }) => <ReportFile url={url} />}
      </RequireLinkParams>
    </Page>
  );
}

function ReportFile({ url }: { url: string }) {
  const { t } = useReportsTranslation();
  const file = useReportFile(url);
  if (file.isPending) return <ListSkeleton rows={6} />;
  if (file.isError) {
    return <ErrorState message={t('pdf.failed')} onRetry={() => void file.refetch()} />;
  }
  return (
    <Suspense fallback={<ListSkeleton rows={6} />}>
      <PdfViewer data={file.data} />
    </Suspense>
  );
}
