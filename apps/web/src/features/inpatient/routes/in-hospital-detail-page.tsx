import { IdParamsSchema, type InpatientDeposit, type InpatientStay } from '@hospital/contract';
import { List } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { HisText } from '../../../components/his-text.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { formatFen } from '../../../lib/money.ts';
import { links } from '../../../lib/paths.ts';
import { useCosts } from '../api/get-costs.ts';
import { useDeposits } from '../api/get-deposits.ts';
import { useStay } from '../api/get-stay.ts';
import { StaySummary } from '../components/stay-summary.tsx';
import { useInpatientTranslation } from '../i18n/index.ts';
import styles from './inpatient.module.css';

/** /inHospitalManagePages/inHospitalDetail?id=: the stay, its costs so far and its deposits. */
export function InHospitalDetailPage() {
  const { t } = useInpatientTranslation();
  return (
    <Page title={t('title.detail')}>
      <RequireLinkParams schema={IdParamsSchema}>
        {({ id }) => <StayDetail id={id} />}
      </RequireLinkParams>
    </Page>
  );
}

function StayDetail({ id }: { id: number }) {
  const stay = useStay(id);
  return (
    <QueryView query={stay} rows={8}>
      {(data) => (
        <>
          <StaySummary stay={data} />
          <StayFields stay={data} />
          <Costs id={id} />
          <Deposits id={id} />
          <Actions stay={data} />
        </>
      )}
    </QueryView>
  );
}

function StayFields({ stay }: { stay: InpatientStay }) {
  const { t } = useInpatientTranslation();
  return (
    <List mode="card">
      <List.Item extra={<HisText>{stay.ward}</HisText>}>{t('stay.ward')}</List.Item>
      <List.Item extra={<HisText>{stay.bed}</HisText>}>{t('stay.bed')}</List.Item>
      <List.Item extra={<HisText>{stay.doctor}</HisText>}>{t('stay.doctor')}</List.Item>
      <List.Item extra={formatDateTime(stay.admittedAt)}>{t('stay.admittedAt')}</List.Item>
      <List.Item extra={t('stay.daysValue', { count: stay.days })}>{t('stay.days')}</List.Item>
    </List>
  );
}

function Costs({ id }: { id: number }) {
  const { t } = useInpatientTranslation();
  const costs = useCosts(id);
  return (
    <section className={styles.card} aria-labelledby="stay-costs">
      <h2 id="stay-costs" className={styles.cardTitle}>
        {t('detail.costs')}
      </h2>
      <QueryView query={costs} rows={3}>
        {(data) =>
          data.categories.length === 0 ? (
            <p className={styles.muted}>{t('detail.noCosts')}</p>
          ) : (
            data.categories.map((category) => (
              <div key={category.category} className={styles.row}>
                <HisText>{category.category}</HisText>
                <span className={styles.amount}>{formatFen(category.amountFen)}</span>
              </div>
            ))
          )
        }
      </QueryView>
    </section>
  );
}

function Deposits({ id }: { id: number }) {
  const { t } = useInpatientTranslation();
  const deposits = useDeposits(id);
  return (
    <section className={styles.card} aria-labelledby="stay-deposits">
      <h2 id="stay-deposits" className={styles.cardTitle}>
        {t('detail.deposits')}
      </h2>
      <QueryView query={deposits} rows={3}>
        {(list) =>
          list.length === 0 ? (
            <p className={styles.muted}>{t('detail.noDeposits')}</p>
          ) : (
            list.map((deposit) => <DepositRow key={deposit.id} deposit={deposit} />)
          )
        }
      </QueryView>
    </section>
  );
}

function DepositRow({ deposit }: { deposit: InpatientDeposit }) {
  const { t } = useInpatientTranslation();
  const how =
    deposit.source === 'window' ? (
      <HisText>{deposit.windowChannel}</HisText>
    ) : deposit.channel ? (
      t(`detail.channel.${deposit.channel}`)
    ) : null;
  return (
    <div className={styles.row} data-testid="deposit-row">
      <span>
        {t(`detail.${deposit.source}`)} · {how}
        <span className={styles.rowSub}>{deposit.paidAt && formatDateTime(deposit.paidAt)}</span>
      </span>
      <span className={styles.amount}>
        {formatFen(deposit.amountFen)}
        {deposit.refundedFen > 0 && (
          <span className={styles.rowSub}>
            {t('detail.refunded', { amount: formatFen(deposit.refundedFen) })}
          </span>
        )}
      </span>
    </div>
  );
}

function Actions({ stay }: { stay: InpatientStay }) {
  const { t } = useInpatientTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.actions}>
      {stay.status !== 'settled' && (
        <PrimaryButton
          onClick={() => void navigate(links.inHospitalPay(stay.id))}
          data-testid="detail-top-up"
        >
          {t('manage.topUp')}
        </PrimaryButton>
      )}
      <Link className={styles.linkButton} to={links.dayBillList(stay.id)}>
        {t('manage.days')}
      </Link>
      <Link className={styles.linkButton} to={links.checkProgress(stay.id)}>
        {t('manage.progress')}
      </Link>
    </div>
  );
}
