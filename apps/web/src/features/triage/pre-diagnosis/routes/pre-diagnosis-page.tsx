import { Button } from 'antd-mobile';
import { EditSOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { ErrorState } from '../../../../components/error-state.tsx';
import { ListSkeleton } from '../../../../components/list-skeleton.tsx';
import { Page } from '../../../../components/page.tsx';
import { paths } from '../../../../lib/paths.ts';
import { usePrecheckVisits } from '../api/get-precheck-visits.ts';
import { VisitCard } from '../components/visit-card.tsx';
import { usePreDiagnosisTranslation } from '../i18n/index.ts';
import styles from './pre-diagnosis-pages.module.css';

/** /preDiagnosis/preDiagnosis: my visits that ask for pre-diagnosis, soonest first. */
export function PreDiagnosisPage() {
  const { t } = usePreDiagnosisTranslation();
  const navigate = useNavigate();
  const visits = usePrecheckVisits();
  return (
    <Page title={t('title.home')}>
      <section className={styles.intro} aria-labelledby="pre-diagnosis-intro">
        <EditSOutline className={styles.introIcon} aria-hidden />
        <div>
          <h2 id="pre-diagnosis-intro" className={styles.introHeading}>
            {t('intro.heading')}
          </h2>
          <p className={styles.introText}>{t('intro.text')}</p>
        </div>
      </section>
      {visits.isPending && <ListSkeleton rows={4} />}
      {visits.isError && (
        <ErrorState message={visits.error.message} onRetry={() => void visits.refetch()} />
      )}
      {visits.isSuccess && visits.data.length === 0 && (
        <EmptyState title={t('home.empty')} tips={t('home.emptyHint')}>
          <Button color="primary" shape="rounded" onClick={() => void navigate(paths.register)}>
            {t('home.register')}
          </Button>
        </EmptyState>
      )}
      {visits.data?.map((visit) => (
        <VisitCard key={visit.appointmentId} visit={visit} />
      ))}
    </Page>
  );
}
