import { IdSchema, type InsuranceSettlement } from '@hospital/contract';
import { List } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { z } from 'zod';
import { ErrorState } from '../../../components/error-state.tsx';
import { HisText } from '../../../components/his-text.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { maskName } from '../../../lib/mask.ts';
import { formatFen } from '../../../lib/money.ts';
import { links, paths, type InsuranceSubject } from '../../../lib/paths.ts';
import { isMaskingHost } from '../../../platform/host.ts';
import { useInsuranceResult } from '../api/get-insurance-result.ts';
import { useSettlementDetail } from '../api/get-settlement-detail.ts';
import { SplitCard } from '../components/split-card.tsx';
import { useMedicalInsuranceTranslation } from '../i18n/index.ts';
import { INSURANCE_SUBJECTS, InsuranceLinkSchema } from '../lib/insurance-subjects.ts';
import styles from './insurance-pages.module.css';

/** /pay/hCarePaySuccess?subject=&id=: where the insurer's cashier sends the payer back. */
export function InsuranceResultPage() {
  const { t } = useMedicalInsuranceTranslation();
  return (
    <Page title={t('title.success')}>
      <RequireLinkParams schema={InsuranceLinkSchema}>
        {({ subject, id }) => <Result subject={subject} id={id} />}
      </RequireLinkParams>
    </Page>
  );
}

function Result({ subject, id }: { subject: InsuranceSubject; id: number }) {
  const { t } = useMedicalInsuranceTranslation();
  const result = useInsuranceResult(subject, id);
  if (result.isPending) return <ListSkeleton rows={5} />;
  if (result.isError)
    return <ErrorState message={result.error.message} onRetry={() => void result.refetch()} />;
  const settlement = result.data;
  const paid = settlement.status === 'paid';
  const failed = settlement.status === 'reversing' || settlement.status === 'reversed';
  return (
    <>
      <section className={styles.hero} data-testid={`insurance-result-${settlement.status}`}>
        {paid && <CheckCircleFill className={styles.ok} aria-hidden />}
        <h2>
          {paid
            ? t('result.paidTitle')
            : failed
              ? t('result.reversedTitle')
              : t(`status.${settlement.status}`)}
        </h2>
        <p className={styles.muted}>
          {paid ? t('result.paidTips') : failed ? t('result.reversedTips') : t('result.waiting')}
        </p>
      </section>
      <SplitCard split={settlement.split} />
      <div className={styles.actions}>
        {paid && <NextLink settlement={settlement} />}
        {paid && (
          <Link
            className={styles.linkButton}
            to={links.settlementDetail(settlement.id)}
            data-testid="insurance-detail-link"
          >
            {t('result.detail')}
          </Link>
        )}
        {failed && (
          <Link
            className={styles.linkButton}
            to={links.insurancePay(subject, id, settlement.channel)}
            replace
          >
            {t('result.again')}
          </Link>
        )}
        <Link className={styles.linkButton} to={paths.home}>
          {t('result.home')}
        </Link>
      </div>
    </>
  );
}

/** Where a paid subject leads on: the registration, or the pharmacy windows and exam rooms. */
function NextLink({ settlement }: { settlement: InsuranceSettlement }) {
  const { t } = useMedicalInsuranceTranslation();
  const { subjectType, subjectId } = settlement;
  if (subjectType !== 'registration' && subjectType !== 'outpatient') return null;
  return (
    <Link
      className={styles.linkButton}
      to={INSURANCE_SUBJECTS[subjectType].next(subjectId)}
      data-testid="insurance-next-link"
    >
      {t(`result.next.${subjectType}`)}
    </Link>
  );
}

/** /pay/settlementDetail?settlementId=: the settlement as the insurer and the hospital record it. */
export function SettlementDetailPage() {
  const { t } = useMedicalInsuranceTranslation();
  return (
    <Page title={t('title.detail')}>
      <RequireLinkParams schema={z.object({ settlementId: IdSchema })}>
        {({ settlementId }) => <Detail settlementId={settlementId} />}
      </RequireLinkParams>
    </Page>
  );
}

function Detail({ settlementId }: { settlementId: number }) {
  const { t } = useMedicalInsuranceTranslation();
  const detail = useSettlementDetail(settlementId);
  if (detail.isPending) return <ListSkeleton rows={8} />;
  if (detail.isError)
    return <ErrorState message={detail.error.message} onRetry={() => void detail.refetch()} />;
  const { settlement, hospital, insurer } = detail.data;
  return (
    <>
      <List mode="card">
        <List.Item extra={<HisText>{maskName(settlement.patientName, isMaskingHost())}</HisText>}>
          {t('detail.patient')}
        </List.Item>
        <List.Item extra={t(`status.${settlement.status}`)}>
          <HisText>{settlement.description}</HisText>
        </List.Item>
        <List.Item extra={settlement.insurerSettlementNo}>{t('detail.settlementNo')}</List.Item>
        <List.Item extra={settlement.outTradeNo}>{t('detail.orderNo')}</List.Item>
        {settlement.paidAt && (
          <List.Item extra={formatDateTime(settlement.paidAt)}>{t('detail.paidAt')}</List.Item>
        )}
        {settlement.refundedFen > 0 && (
          <List.Item extra={formatFen(settlement.refundedFen)}>{t('detail.refunded')}</List.Item>
        )}
      </List>
      <List mode="card" header={t('detail.hospital')}>
        {hospital.items.map((item, index) => (
          <List.Item key={index} extra={formatFen(item.amountFen)}>
            <HisText>{item.name}</HisText>
          </List.Item>
        ))}
      </List>
      <SplitCard split={settlement.split} title={t('detail.hospitalSplit')} />
      {insurer ? (
        <>
          <SplitCard split={insurer.split} title={t('detail.insurer')} />
          {insurer.psnAcctBalanceFen !== null && (
            <List mode="card">
              <List.Item
                extra={
                  <span data-testid="insurance-balance">
                    {formatFen(insurer.psnAcctBalanceFen)}
                  </span>
                }
              >
                {t('detail.balance')}
              </List.Item>
            </List>
          )}
        </>
      ) : (
        <p className={styles.intro}>{t('detail.unavailable')}</p>
      )}
      <div className={styles.actions}>
        <NextLink settlement={settlement} />
      </div>
    </>
  );
}
