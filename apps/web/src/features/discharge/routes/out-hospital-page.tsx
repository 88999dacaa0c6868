import { IdSchema, type DischargeOffer, type DischargeStep } from '@hospital/contract';
import { CheckCircleFill, ClockCircleFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { z } from 'zod';
import { confirmDialog } from '../../../components/dialog.ts';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { showToast } from '../../../components/toast.ts';
import { links, paths } from '../../../lib/paths.ts';
import { useDischargeOffer } from '../api/get-discharge-offer.ts';
import { closeAccount } from '../api/close-account.ts';
import { SplitList } from '../components/split-list.tsx';
import { useDischargeTranslation } from '../i18n/index.ts';
import styles from './discharge.module.css';

const STEPS: DischargeStep[] = ['medicine_returned', 'exams_settled', 'nurse_station_cleared'];
const LinkSchema = z.object({ id: IdSchema.optional() });

/** /inHospitalManagePages/outHospital?id=: the conditions, the trial settlement, settling. */
export function OutHospitalPage() {
  const { t } = useDischargeTranslation();
  return (
    <Page title={t('title.outHospital')}>
      <RequireLinkParams schema={LinkSchema}>
        {/* From the home grid, with no stay named: the stays to pick one from. */}
        {({ id }) =>
          id === undefined ? (
            <Navigate to={paths.inHospitalManage} replace />
          ) : (
            <Offer stayId={id} />
          )
        }
      </RequireLinkParams>
    </Page>
  );
}

function Offer({ stayId }: { stayId: number }) {
  const offer = useDischargeOffer(stayId);
  return (
    <QueryView query={offer} rows={8}>
      {(data) => (
        <>
          <Conditions offer={data} />
          {data.trial && <TrialSplit offer={data} />}
          <Action offer={data} />
        </>
      )}
    </QueryView>
  );
}

function Conditions({ offer }: { offer: DischargeOffer }) {
  const { t } = useDischargeTranslation();
  const missing = new Set(offer.missingSteps);
  return (
    <section className={styles.card} aria-labelledby="discharge-steps">
      <h2 id="discharge-steps" className={styles.cardTitle}>
        {t('steps.title')}
      </h2>
      <ul className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step} className={styles.step} data-testid={`discharge-step-${step}`}>
            {missing.has(step) ? (
              <ClockCircleFill className={styles.stepPending} aria-hidden />
            ) : (
              <CheckCircleFill className={styles.stepDone} aria-hidden />
            )}
            <div>
              <p className={styles.stepName}>
                {t(`steps.${step}`)} · {missing.has(step) ? t('steps.pending') : t('steps.done')}
              </p>
              {missing.has(step) && <p className={styles.stepAdvice}>{t(`advice.${step}`)}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TrialSplit({ offer }: { offer: DischargeOffer }) {
  const { t } = useDischargeTranslation();
  if (!offer.trial) return null;
  return <SplitList split={offer.trial} header={t('offer.trial')} />;
}

/** Settling is offered only when the HIS says every step is done and the trial is there. */
function Action({ offer }: { offer: DischargeOffer }) {
  const { t } = useDischargeTranslation();
  const navigate = useNavigate();
  const [settling, setSettling] = useState(false);
  if (offer.settlementId !== null) {
    const id = offer.settlementId;
    return (
      <div className={styles.footer}>
        <PrimaryButton onClick={() => void navigate(links.outHospitalSettlement(id))}>
          {t('offer.view')}
        </PrimaryButton>
      </div>
    );
  }
  if (offer.status === 'settled') return <p className={styles.done}>{t('offer.settled')}</p>;
  if (offer.status !== 'discharge_ordered')
    return <p className={styles.tip}>{t('offer.notOrdered')}</p>;
  if (!offer.ready) return <p className={styles.tip}>{t('offer.missing')}</p>;
  if (!offer.trial) return <p className={styles.tip}>{t('offer.noTrial')}</p>;
  const settle = async () => {
    const confirmed = await confirmDialog({
      title: t('offer.confirmTitle'),
      content: t('offer.confirmText'),
      confirmText: t('offer.confirm'),
      cancelText: t('offer.cancel'),
    });
    if (!confirmed) return;
    setSettling(true);
    const result = await closeAccount(offer.stayId);
    setSettling(false);
    if (!result.ok) {
      showToast(result.msg, 'long');
      return;
    }
    void navigate(links.outHospitalSettlement(result.data.id), { replace: true });
  };
  return (
    <div className={styles.footer}>
      <PrimaryButton
        loading={settling}
        onClick={() => void settle()}
        data-testid="discharge-settle"
      >
        {t('offer.confirm')}
      </PrimaryButton>
    </div>
  );
}
