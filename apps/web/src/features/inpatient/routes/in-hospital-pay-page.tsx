import {
  DEPOSIT_MAX_FEN,
  DEPOSIT_MIN_FEN,
  DEPOSIT_PRESETS_FEN,
  IdParamsSchema,
  IdSchema,
  type InpatientStay,
} from '@hospital/contract';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { Link } from 'react-router';
import { NumberBox } from '../../../components/number-box.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { formatFen } from '../../../lib/money.ts';
import { links } from '../../../lib/paths.ts';
import { useStay } from '../api/get-stay.ts';
import { useTopUp } from '../api/get-top-up.ts';
import { StaySummary } from '../components/stay-summary.tsx';
import { useTopUpDeposit } from '../hooks/use-top-up.ts';
import { useInpatientTranslation } from '../i18n/index.ts';
import styles from './inpatient.module.css';

const POLL_MS = 3000;
const PayParamsSchema = IdParamsSchema.extend({ depositId: IdSchema.optional() });

/**
 * /pay/inHospitalPay?id=: top up a stay's deposit with a preset or a custom amount. After
 * paying (`&depositId=`) it shows the top-up's state as the server has it.
 */
export function InHospitalPayPage() {
  const { t } = useInpatientTranslation();
  return (
    <Page title={t('title.pay')}>
      <RequireLinkParams schema={PayParamsSchema}>
        {({ id, depositId }) =>
          depositId === undefined ? (
            <TopUp id={id} />
          ) : (
            <TopUpResult id={id} depositId={depositId} />
          )
        }
      </RequireLinkParams>
    </Page>
  );
}

function TopUp({ id }: { id: number }) {
  const stay = useStay(id);
  return (
    <QueryView query={stay} rows={8}>
      {(data) => <TopUpForm stay={data} />}
    </QueryView>
  );
}

function TopUpForm({ stay }: { stay: InpatientStay }) {
  const { t } = useInpatientTranslation();
  const [amountFen, setAmountFen] = useState<number>(DEPOSIT_PRESETS_FEN[1]);
  const pay = useTopUpDeposit();
  if (stay.status === 'settled')
    return (
      <>
        <StaySummary stay={stay} />
        <p className={styles.intro}>{t('pay.settled')}</p>
      </>
    );
  return (
    <>
      <StaySummary stay={stay} />
      <section className={styles.card} aria-labelledby="pay-amount">
        <h2 id="pay-amount" className={styles.cardTitle}>
          {t('pay.preset')}
        </h2>
        <div className={styles.presets}>
          {DEPOSIT_PRESETS_FEN.map((preset) => (
            <button
              key={preset}
              type="button"
              className={styles.preset}
              aria-pressed={amountFen === preset}
              onClick={() => setAmountFen(preset)}
              data-testid={`preset-${preset}`}
            >
              {formatFen(preset)}
            </button>
          ))}
        </div>
        <div className={styles.customRow}>
          <span>{t('pay.custom')}</span>
          <NumberBox
            label={t('pay.custom')}
            value={amountFen / 100}
            min={DEPOSIT_MIN_FEN / 100}
            max={DEPOSIT_MAX_FEN / 100}
            step={100}
            onChange={(yuan) => setAmountFen(Math.round(yuan) * 100)}
          />
        </div>
        <p className={styles.muted}>
          {t('pay.limits', { min: formatFen(DEPOSIT_MIN_FEN), max: formatFen(DEPOSIT_MAX_FEN) })}
        </p>
      </section>
      <div className={styles.actions}>
        <PrimaryButton
          loading={pay.isPending}
          onClick={() => pay.mutate({ id: stay.id, amountFen })}
          data-testid="pay-submit"
        >
          {t('pay.submit')} {formatFen(amountFen)}
        </PrimaryButton>
      </div>
    </>
  );
}

function TopUpResult({ id, depositId }: { id: number; depositId: number }) {
  const { t } = useInpatientTranslation();
  const topUp = useTopUp(depositId, POLL_MS);
  return (
    <QueryView query={topUp} rows={5}>
      {(deposit) => (
        <>
          <section className={styles.hero} role="status">
            {deposit.status === 'paid' ? (
              <>
                <CheckCircleFill className={styles.paid} aria-hidden />
                <h2 data-testid="top-up-paid">{t('pay.paidTitle')}</h2>
                <p className={styles.muted}>{t('pay.paidTips')}</p>
              </>
            ) : (
              <h2>{deposit.status === 'closed' ? t('pay.closed') : t('pay.waiting')}</h2>
            )}
            <span>{t('pay.amount')}</span>
            <strong>{formatFen(deposit.amountFen)}</strong>
          </section>
          <div className={styles.actions}>
            <Link className={styles.linkButton} to={links.inHospitalDetail(id)} replace>
              {t('pay.back')}
            </Link>
          </div>
        </>
      )}
    </QueryView>
  );
}
