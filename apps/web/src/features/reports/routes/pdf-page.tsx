import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { isOwnApiPath, useReportFile } from '../api/get-report-file.ts';
import { PdfViewer } from '../components/pdf-viewer.tsx';
import { useReportsTranslation } from '../i18n/index.ts';

/** /inHospitalManagePages/pdfPage?url=: a PDF the hospital serves to its owner, drawn in the app. */
export function PdfPage() {
  const { t } = useReportsTranslation();
  const [params] = useSearchParams();
  const url = params.get('url') ?? '';
  const file = useReportFile(url);
  let body;
  if (!isOwnApiPath(url)) body = <EmptyState tips={t('pdf.badUrl')} />;
  else if (file.isPending) body = <ListSkeleton rows={6} />;
  else if (file.isError)
    body = <ErrorState message={t('pdf.failed')} onRetry={() => void file.refetch()} />;
  else body = <PdfViewer data={file.data} />;
  return <Page title={t('title.pdf')}>{body}</Page>;
}
