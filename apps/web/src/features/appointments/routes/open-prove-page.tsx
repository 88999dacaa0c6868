import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../api/result.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { showToast } from '../../../components/toast.ts';
import { downloadCertificate } from '../api/download-certificate.ts';
import { useCertificate } from '../api/get-certificate.ts';
import { CertificateSheet } from '../components/certificate-sheet.tsx';
import { useAppointmentsTranslation } from '../i18n/index.ts';
import styles from './appointment-pages.module.css';

/** /regHistory/openProve?id=: the registration certificate, and its PDF to keep. */
export function OpenProvePage() {
  const { t } = useAppointmentsTranslation();
  const id = Number(useSearchParams()[0].get('id')) || 0;
  const certificate = useCertificate(id);
  const [downloading, setDownloading] = useState(false);

  if (certificate.isPending) {
    return (
      <Page title={t('title.prove')}>
        <ListSkeleton rows={8} />
      </Page>
    );
  }
  if (certificate.isError) {
    // 409: the appointment is not paid (or was cancelled), so there is nothing to certify.
    const notPaid = certificate.error instanceof ApiError && certificate.error.status === 409;
    return (
      <Page title={t('title.prove')}>
        {notPaid ? (
          <EmptyState tips={t('prove.notPaid')} />
        ) : (
          <ErrorState
            message={certificate.error.message}
            onRetry={() => void certificate.refetch()}
          />
        )}
      </Page>
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
    <Page title={t('title.prove')}>
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
    </Page>
  );
}
