import { IdSchema, type CreditLine, type OutpatientPayment } from '@hospital/contract';
import { List } from 'antd-mobile';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { usePatients } from '../../../api/queries/find-patient.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { IncompleteLink, RequireLinkParams } from '../../../components/require-link-params.tsx';
import { showToast } from '../../../components/toast.ts';
import { formatFen } from '../../../lib/money.ts';
import { links, paths } from '../../../lib/paths.ts';
import { useOutpatientPayment } from '../api/check-outpatient-payment.ts';
import { useCreditPay } from '../api/credit-pay.ts';
import { useCreditLine } from '../api/get-credit-line.ts';
import { useSaveOutpatientPayment } from '../api/save-outpatient-payment.ts';
import { BillSummary } from '../components/bill-summary.tsx';
import { DueBy } from '../components/due-by.tsx';
import { useOutpatientTranslation } from '../i18n/index.ts';
import { Closed } from './patient-pay-page.tsx';
import styles from '../components/outpatient.module.css';

const POLL_MS = 3000;

const LinkSchema = z.object({ id: IdSchema.optional(), patientId: IdSchema.optional() });

/**
 * /pay/patientpay_xyf: treat first, pay later. With `?id=` a payment chosen on the unpaid
 * page goes on the patient's credit line once they confirm the terms; with `?patientId=`
 * the bills on the line are listed and settled the normal way.
 */
export function CreditPayPage() {
  const { t } = useOutpatientTranslation();
  return (
    <Page title={t('title.creditPay')}>
      <RequireLinkParams schema={LinkSchema}>
        {({ id, patientId }) => {
          if (id !== undefined) return <CreditPay id={id} />;
          if (patientId !== undefined) return <CreditBills patientId={patientId} />;
          return <IncompleteLink problem="missing" />;
        }}
      </RequireLinkParams>
    </Page>
  );
}

function LineSummary({ line }: { line: CreditLine }) {
  const { t } = useOutpatientTranslation();
  return (
    <List mode="card" header={t('credit.line')} data-testid="credit-line">
      <List.Item extra={formatFen(line.limitFen)}>{t('credit.limit')}</List.Item>
      <List.Item extra={formatFen(line.usedFen)}>{t('credit.used')}</List.Item>
      <List.Item
        extra={<strong data-testid="credit-available">{formatFen(line.availableFen)}</strong>}
      >
        {t('credit.available')}
      </List.Item>
    </List>
  );
}

function CreditPay({ id }: { id: number }) {
  const { t } = useOutpatientTranslation();
  const navigate = useNavigate();
  const payment = useOutpatientPayment(id, POLL_MS);
  const line = useCreditLine(payment.data?.patientCode);
  const credit = useCreditPay(id);
  const credited = payment.data?.creditedAt != null;

  // On credit, here or before: where to go next is on the details page.
  useEffect(() => {
    if (credited) void navigate(links.outpatientPayDetails(id), { replace: true });
  }, [credited, id, navigate]);

  if (payment.isError)
    return <ErrorState message={payment.error.message} onRetry={() => void payment.refetch()} />;
  if (line.isError)
    return <ErrorState message={line.error.message} onRetry={() => void line.refetch()} />;
  const data = payment.data;
  const lineData = line.data;
  if (!data || !lineData) return <ListSkeleton rows={6} />;
  if (data.status !== 'pending' || credited) return <Closed payment={data} />;

  const refusal = refusalOf(lineData, data);
  const confirm = async () => {
    const result = await credit.mutateAsync();
    if (!result.ok) showToast(result.msg, 'long');
  };
  return (
    <>
      <section className={styles.hero}>
        <span>{t('credit.amount')}</span>
        <strong data-testid="credit-amount">{formatFen(data.amountFen)}</strong>
      </section>
      <LineSummary line={lineData} />
      <List mode="card" header={t('credit.bills')}>
        {data.bills.map((bill) => (
          <List.Item key={bill.id}>
            <BillSummary bill={bill} />
          </List.Item>
        ))}
      </List>
      <section className={styles.terms} aria-labelledby="credit-terms">
        <h2 id="credit-terms" className={styles.termsTitle}>
          {t('credit.terms')}
        </h2>
        <p className={styles.termsText} data-testid="credit-terms">
          {t('credit.termsText', { days: lineData.settleWithinDays })}
        </p>
      </section>
      <div className={styles.actions}>
        {refusal && (
          <p className={styles.refusal} role="status">
            {t(refusal)}
          </p>
        )}
        <PrimaryButton
          disabled={refusal !== null}
          loading={credit.isPending}
          onClick={() => void confirm()}
          data-testid="credit-confirm"
        >
          {t('credit.confirm')}
        </PrimaryButton>
        <Link className={styles.linkButton} to={links.outpatientPatientPay(id)} replace>
          {t('credit.payOnline')}
        </Link>
      </div>
    </>
  );
}

/** Why the line cannot take this payment, in the catalogue's words; null when it can. */
function refusalOf(line: CreditLine, payment: OutpatientPayment) {
  if (!line.enabled) return 'credit.notEnabled' as const;
  if (line.overdue) return 'credit.overdue' as const;
  if (line.availableFen < payment.amountFen) return 'credit.notEnough' as const;
  return null;
}

function CreditBills({ patientId }: { patientId: number }) {
  const patients = usePatients();
  const patient = patients.data?.find((one) => one.id === patientId);
  const line = useCreditLine(patient?.patientCode);

  if (patients.isPending || (patient && line.isPending)) return <ListSkeleton rows={6} />;
  if (patients.isError)
    return <ErrorState message={patients.error.message} onRetry={() => void patients.refetch()} />;
  if (!patient) return <IncompleteLink problem="malformed" />;
  if (line.isError)
    return <ErrorState message={line.error.message} onRetry={() => void line.refetch()} />;
  if (!line.data) return <ListSkeleton rows={6} />;
  return <Owed patientId={patientId} line={line.data} />;
}

function Owed({ patientId, line }: { patientId: number; line: CreditLine }) {
  const { t } = useOutpatientTranslation();
  const navigate = useNavigate();
  const save = useSaveOutpatientPayment();
  if (line.bills.length === 0)
    return (
      <EmptyState tips={t('credit.empty')}>
        <Link className={styles.linkButton} to={paths.outpatientUnpaid}>
          {t('credit.backToBills')}
        </Link>
      </EmptyState>
    );

  const settle = async () => {
    const result = await save.mutateAsync({
      patientId,
      billIds: line.bills.map((bill) => bill.id),
    });
    if (!result.ok) {
      showToast(result.msg, 'long');
      return;
    }
    void navigate(links.outpatientPatientPay(result.data.id));
  };
  return (
    <>
      <section className={styles.hero}>
        <span>{t('credit.owed')}</span>
        <strong data-testid="credit-owed">{formatFen(line.usedFen)}</strong>
      </section>
      <List mode="card" header={t('credit.owedBills')}>
        {line.bills.map((bill) => (
          <List.Item key={bill.id} data-testid="credit-bill">
            <BillSummary bill={bill} />
            <DueBy bill={bill} />
          </List.Item>
        ))}
      </List>
      <LineSummary line={line} />
      <div className={styles.actions}>
        <PrimaryButton
          loading={save.isPending}
          onClick={() => void settle()}
          data-testid="credit-settle"
        >
          {t('credit.settle')} {formatFen(line.usedFen)}
        </PrimaryButton>
      </div>
    </>
  );
}
