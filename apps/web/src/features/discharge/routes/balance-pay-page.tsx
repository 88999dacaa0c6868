import { IdParamsSchema, type Settlement } from '@hospital/contract';
import { CheckCircleFill } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { formatFen } from '../../../lib/money.ts';
import { links } from '../../../lib/paths.ts';
import { useSettlement } from '../api/get-settlement.ts';
import { usePayBalance } from '../hooks/use-pay-balance.ts';
import { useDischargeTranslation } from '../i18n/index.ts';
import styles from './discharge.module.css';

const POLL_MS = 3000;

/** /pay/outHospitalPay?id=: pay the balance of a settlement, then it is settled. */
export function BalancePayPage() {
  const { t } = useDischargeTranslation();
  return (
    <Page title={t('title.pay')}>
      <RequireLinkParams schema={IdParamsSchema}>
        {({ id }) => <BalancePay id={id} />}
      </RequireLinkParams>
    </Page>
  );
}

function BalancePay({ id }: { id: number }) {
  const settlement = useSettlement(id, POLL_MS);
  return (
    <QueryView query={settlement} rows={4}>
      {(data) =>
        data.status === 'awaiting_payment' ? <Due settlement={data} /> : <Done settlement={data} />
      }
    </QueryView>
  );
}

function Due({ settlement }: { settlement: Settlement }) {
  const { t } = useDischargeTranslation();
  const pay = usePayBalance(settlement.id);
  return (
    <>
      <section className={styles.hero}>
        <span>{t('pay.amount')}</span>
        <strong data-testid="balance-amount">{formatFen(settlement.balanceFen)}</strong>
        {pay.isSuccess && <p className={styles.muted}>{t('pay.paying')}</p>}
      </section>
      <div className={styles.footer}>
        <PrimaryButton
          loading={pay.isPending}
          onClick={() => pay.mutate()}
          data-testid="balance-pay"
        >
          {t('pay.submit')} {formatFen(settlement.balanceFen)}
        </PrimaryButton>
      </div>
    </>
  );
}

function Done({ settlement }: { settlement: Settlement }) {
  const { t } = useDischargeTranslation();
  return (
    <>
      <section className={styles.hero} data-testid="balance-done">
        <CheckCircleFill className={styles.ok} aria-hidden />
        <h2>{settlement.status === 'settled' ? t('pay.paidTitle') : t('settlement.cancelled')}</h2>
        <p className={styles.muted}>
          {settlement.status === 'settled' ? t('pay.paidTips') : t('settlement.cancelledTips')}
        </p>
      </section>
      <div className={styles.footer}>
        <Link className={styles.linkButton} to={links.outHospitalSettlement(settlement.id)} replace>
          {t('pay.back')}
        </Link>
      </div>
    </>
  );
}
