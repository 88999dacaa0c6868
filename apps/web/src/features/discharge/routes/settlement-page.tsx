import { IdParamsSchema, type Settlement } from '@hospital/contract';
import { List, Tag } from 'antd-mobile';
import { CheckCircleFill, FileOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { HisText } from '../../../components/his-text.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { showToast } from '../../../components/toast.ts';
import { formatDateTime } from '../../../lib/date.ts';
import { formatFen } from '../../../lib/money.ts';
import { links } from '../../../lib/paths.ts';
import { getDocumentUrl } from '../api/get-document-url.ts';
import { useSettlement } from '../api/get-settlement.ts';
import { SplitList } from '../components/split-list.tsx';
import { useDischargeTranslation } from '../i18n/index.ts';
import styles from './discharge.module.css';

const POLL_MS = 5000;

/** /inHospitalManagePages/outHospitalSettlement?id=: the final split, then pay or get refunded. */
export function SettlementPage() {
  const { t } = useDischargeTranslation();
  return (
    <Page title={t('title.settlement')}>
      <RequireLinkParams schema={IdParamsSchema}>
        {({ id }) => <SettlementView id={id} />}
      </RequireLinkParams>
    </Page>
  );
}

function SettlementView({ id }: { id: number }) {
  const settlement = useSettlement(id, POLL_MS);
  return (
    <QueryView query={settlement} rows={8}>
      {(data) => (
        <>
          <Head settlement={data} />
          <SplitList split={{ ...data }} />
          <Refunds settlement={data} />
          <Next settlement={data} />
          {data.status === 'settled' && <Documents settlement={data} />}
        </>
      )}
    </QueryView>
  );
}

function Head({ settlement }: { settlement: Settlement }) {
  const { t } = useDischargeTranslation();
  return (
    <section className={styles.banner} data-testid="settlement-status">
      <h2>
        {settlement.status === 'settled' && <CheckCircleFill aria-hidden />}{' '}
        {t(`settlement.${settlement.status}`)}
      </h2>
      <p>
        <HisText>{settlement.patientName}</HisText> · <HisText>{settlement.ward}</HisText> ·{' '}
        {t('receipt.number')} {settlement.inpatientNo}
      </p>
      {settlement.settledAt && (
        <p>
          {t('receipt.settledAt')} {formatDateTime(settlement.settledAt)}
        </p>
      )}
    </section>
  );
}

/** Each deposit's share of the surplus, with the channel it goes back to. */
function Refunds({ settlement }: { settlement: Settlement }) {
  const { t } = useDischargeTranslation();
  if (settlement.refunds.length === 0) return null;
  return (
    <>
      <List mode="card" header={t('settlement.refunds')}>
        {settlement.refunds.map((refund) => (
          <List.Item
            key={refund.depositId}
            description={t(`channel.${refund.channel}`)}
            extra={
              <Tag color={refund.status === 'succeeded' ? 'success' : 'warning'} fill="outline">
                {t(`refundStatus.${refund.status}`)}
              </Tag>
            }
            data-testid="settlement-refund"
          >
            {formatFen(refund.amountFen)}
          </List.Item>
        ))}
      </List>
      <p className={styles.tip}>{t('settlement.refundTips')}</p>
    </>
  );
}

function Next({ settlement }: { settlement: Settlement }) {
  const { t } = useDischargeTranslation();
  const navigate = useNavigate();
  if (settlement.status === 'cancelled')
    return <p className={styles.tip}>{t('settlement.cancelledTips')}</p>;
  if (settlement.status !== 'awaiting_payment') return null;
  return (
    <div className={styles.footer}>
      <PrimaryButton
        data-testid="settlement-pay"
        onClick={() => void navigate(links.outHospitalPay(settlement.id))}
      >
        {t('settlement.pay')} {formatFen(settlement.balanceFen)}
      </PrimaryButton>
    </div>
  );
}

/** The papers of a settled stay: the bill, both fee lists and the summary. */
export function Documents({ settlement }: { settlement: Settlement }) {
  const { t } = useDischargeTranslation();
  const navigate = useNavigate();
  const openList = async (kind: 'feeList' | 'medicalFeeList') => {
    const result = await getDocumentUrl(kind, settlement.stayId);
    if (!result.ok) showToast(result.msg, 'long');
    else void navigate(links.pdf(result.data.url, kind));
  };
  const entries = [
    {
      key: 'bill',
      label: t('settlement.bill'),
      open: () => void navigate(links.settlementReceipt(settlement.id)),
    },
    { key: 'feeList', label: t('settlement.feeList'), open: () => void openList('feeList') },
    {
      key: 'medicalFeeList',
      label: t('settlement.medicalFeeList'),
      open: () => void openList('medicalFeeList'),
    },
    {
      key: 'report',
      label: t('settlement.report'),
      open: () => void navigate(links.dischargeReport(settlement.stayId)),
    },
  ];
  return (
    <List mode="card" header={t('settlement.documents')}>
      {entries.map((entry) => (
        <List.Item
          key={entry.key}
          prefix={<FileOutline aria-hidden />}
          arrowIcon
          onClick={entry.open}
          data-testid={`settlement-doc-${entry.key}`}
        >
          {entry.label}
        </List.Item>
      ))}
    </List>
  );
}
