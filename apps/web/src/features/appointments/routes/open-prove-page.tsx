import { IdParamsSchema } from '@hospital/contract';
import { useState } from 'react';
import { ApiError } from '../../../api/result.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { showToast } from '../../../components/toast.ts';
import { downloadCertificate } from '../api/download-certificate.ts';
import { useCertificate } from '../api/get-certificate.ts';
import { CertificateSheet } from '../components/certificate-sheet.tsx';
import { useAppointmentsTranslation } from '../i18n/index.ts';
import styles from './appointment-pages.module.css';

/** /regHistory/openProve?id=: the registration certificate, and its PDF to keep. */
export function OpenProvePage() {
  const { t } = useAppointmentsTranslation();
  return (
    <Page title={t('title.prove')}>
      <RequireLinkParams schema={IdParamsSchema}>
        {({ id }) => <OpenProve id={id} />}
      </RequireLinkParams>
    </Page>
  );
}

function OpenProve({ id }: { id: number }) {
  const { t } = useAppointmentsTranslation();
  const certificate = useCertificate(id);
  const [downloading, setDownloading] = useState(false);

  if (certificate.isPending) {
    return <ListSkeleton rows={8} />;
  }
  if (certificate.isError) {
    // 409: the appointment is not paid (or was cancelled), so there is nothing to certify.
    const notPaid = certificate.error instanceof ApiError && certificate.error.status === 409;
    if (notPaid) return <EmptyState tips={t('prove.notPaid')} />;
    return (
      <ErrorState message={certificate.error.message} onRetry={() => void certificate.refetch()} />
    );
  }
  const download = async () => {
    setDownloading(true);
    const ok = await downloadCertificate(
      id,
      `${t('prove.heading')}-${certificate.data.orderNum}.pdf`,
    );
    setDownloading(false);
    if (!ok) showToast(t('polling.timeout'));
  };
  return (
    <>
      <CertificateSheet certificate={certificate.data} />
      <div className={styles.footer}>
        <PrimaryButton
          loading={downloading}
          onClick={() => void download()}
          data-testid="prove-download"
        >
          {t('prove.download')}
        </PrimaryButton>
      </div>
    </>
  );
}
