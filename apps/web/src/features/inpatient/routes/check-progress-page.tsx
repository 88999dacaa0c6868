import { IdParamsSchema, type DischargeProgress } from '@hospital/contract';
import { CheckCircleFill, ClockCircleOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { links } from '../../../lib/paths.ts';
import { useCheckProgress } from '../api/get-check-progress.ts';
import { useInpatientTranslation } from '../i18n/index.ts';
import styles from './inpatient.module.css';

/**
 * /inHospitalManagePages/checkProgress?id=: the discharge-check steps in order. A step not
 * done says where to go for it; once all are done the stay can be settled.
 */
export function CheckProgressPage() {
  const { t } = useInpatientTranslation();
  return (
    <Page title={t('title.progress')}>
      <RequireLinkParams schema={IdParamsSchema}>
        {({ id }) => <Progress id={id} />}
      </RequireLinkParams>
    </Page>
  );
}

function Progress({ id }: { id: number }) {
  const progress = useCheckProgress(id);
  return (
    <QueryView query={progress} rows={6}>
      {(data) => (
        <>
          <Steps progress={data} />
          {data.ready && data.status !== 'settled' && <ToDischarge id={id} />}
        </>
      )}
    </QueryView>
  );
}

function Steps({ progress }: { progress: DischargeProgress }) {
  const { t } = useInpatientTranslation();
  const missing = progress.steps.find((step) => !step.done);
  return (
    <>
      {progress.status === 'settled' ? (
        <p className={styles.readyBanner} role="status">
          {t('progress.settled')}
        </p>
      ) : progress.ready ? (
        <p className={styles.readyBanner} role="status" data-testid="progress-ready">
          {t('progress.ready')}
        </p>
      ) : (
        <p className={styles.intro} role="status" data-testid="progress-missing">
          {missing && t('progress.missing', { step: t(`progress.step.${missing.step}`) })}
        </p>
      )}
      <section className={styles.card}>
        <p className={styles.lead}>{t('progress.intro')}</p>
        <ol className={styles.steps} aria-label={t('title.progress')}>
          {progress.steps.map((step) => (
            <li
              key={step.step}
              className={`${styles.step} ${step.done ? styles.stepDone : ''}`}
              data-testid={`step-${step.step}`}
            >
              {step.done ? (
                <CheckCircleFill className={styles.stepMark} aria-hidden />
              ) : (
                <ClockCircleOutline className={styles.stepMark} aria-hidden />
              )}
              <div>
                <h3 className={styles.stepTitle}>{t(`progress.step.${step.step}`)}</h3>
                <p className={styles.stepState}>
                  {step.done
                    ? `${t('progress.done')} · ${step.doneAt ? formatDateTime(step.doneAt) : ''}`
                    : t('progress.pending')}
                </p>
                {!step.done && progress.status !== 'settled' && (
                  <p className={styles.stepWhere}>{t(`progress.where.${step.step}`)}</p>
                )}
              </div>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

/** Every step done: self-discharge settles the stay from here. */
function ToDischarge({ id }: { id: number }) {
  const { t } = useInpatientTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.actions}>
      <PrimaryButton
        data-testid="progress-to-discharge"
        onClick={() => void navigate(links.outHospital(id))}
      >
        {t('progress.toDischarge')}
      </PrimaryButton>
    </div>
  );
}
