import type { CreditedBill, OutpatientVisit, PatientSummary } from '@hospital/contract';
import { Checkbox } from 'antd-mobile';
import { useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { usePatients } from '../../../api/queries/find-patient.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { HisText } from '../../../components/his-text.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { showToast } from '../../../components/toast.ts';
import { formatFen } from '../../../lib/money.ts';
import { links } from '../../../lib/paths.ts';
import { useBillList } from '../api/get-bill-list.ts';
import { useCreditLine } from '../api/get-credit-line.ts';
import { useSaveOutpatientPayment } from '../api/save-outpatient-payment.ts';
import { BillSummary } from '../components/bill-summary.tsx';
import { useOutpatientTranslation } from '../i18n/index.ts';
import { DueBy } from '../components/due-by.tsx';
import styles from '../components/outpatient.module.css';

/** Whom the bills are for: the app passes registration's patient switcher in. */
export type OutpatientPatientPicker = ComponentType<{
  patients: PatientSummary[];
  selected: PatientSummary | undefined;
  onSelect: (patient: PatientSummary) => void;
}>;

/** /outpatientPay/unpaid: a patient's unpaid bills by visit; several chosen are paid at once. */
export function UnpaidPage({ patientPicker }: { patientPicker: OutpatientPatientPicker }) {
  const { t } = useOutpatientTranslation();
  return (
    <Page title={t('title.unpaid')}>
      <Unpaid patientPicker={patientPicker} />
    </Page>
  );
}

function Unpaid({ patientPicker: PatientPicker }: { patientPicker: OutpatientPatientPicker }) {
  const patients = usePatients();
  const [chosenPatient, setChosenPatient] = useState<PatientSummary>();
  const patient =
    chosenPatient ?? patients.data?.find((one) => one.isDefault) ?? patients.data?.[0];

  if (patients.isPending) return <ListSkeleton rows={6} />;
  if (patients.isError)
    return <ErrorState message={patients.error.message} onRetry={() => void patients.refetch()} />;
  return (
    <>
      <PatientPicker patients={patients.data} selected={patient} onSelect={setChosenPatient} />
      {patient && <PatientBills key={patient.patientCode} patient={patient} />}
    </>
  );
}

function PatientBills({ patient }: { patient: PatientSummary }) {
  const { t } = useOutpatientTranslation();
  const navigate = useNavigate();
  const visits = useBillList(patient.patientCode);
  // Bills put on credit wait here too, in their own group, to be settled like unpaid ones.
  const credited = useCreditLine(patient.patientCode).data?.bills ?? [];
  const save = useSaveOutpatientPayment();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());

  if (visits.isPending) return <ListSkeleton rows={5} />;
  if (visits.isError)
    return <ErrorState message={visits.error.message} onRetry={() => void visits.refetch()} />;
  if (visits.data.length === 0 && credited.length === 0)
    return <EmptyState tips={t('unpaid.empty')} />;

  const bills = [...credited, ...visits.data.flatMap((visit) => visit.bills)];
  const picked = bills.filter((bill) => chosen.has(bill.id));
  const total = picked.reduce((sum, bill) => sum + bill.totalFen, 0);
  const toggle = (id: number) =>
    setChosen((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const submit = async () => {
    if (picked.length === 0) {
      showToast(t('unpaid.choose'));
      return;
    }
    const result = await save.mutateAsync({
      patientId: patient.id,
      billIds: picked.map((b) => b.id),
    });
    if (!result.ok) {
      showToast(result.msg, 'long');
      setChosen(new Set());
      await visits.refetch();
      return;
    }
    void navigate(links.outpatientPatientPay(result.data.id));
  };

  return (
    <>
      <p className={styles.intro}>{t('unpaid.intro')}</p>
      {credited.length > 0 && <CreditedBills bills={credited} chosen={chosen} onToggle={toggle} />}
      {visits.data.map((visit) => (
        <VisitBills key={visit.visitNo} visit={visit} chosen={chosen} onToggle={toggle} />
      ))}
      <div className={styles.footer}>
        <p className={styles.total}>
          {t('unpaid.total')}
          <strong data-testid="outpatient-total">{formatFen(total)}</strong>
        </p>
        <PrimaryButton
          className={styles.submit}
          loading={save.isPending}
          onClick={() => void submit()}
          data-testid="outpatient-submit"
        >
          {t('unpaid.submit')}
        </PrimaryButton>
      </div>
    </>
  );
}

function CreditedBills({
  bills,
  chosen,
  onToggle,
}: {
  bills: CreditedBill[];
  chosen: ReadonlySet<number>;
  onToggle: (id: number) => void;
}) {
  const { t } = useOutpatientTranslation();
  return (
    <section
      className={styles.visit}
      aria-label={t('unpaid.credited')}
      data-testid="credited-bills"
    >
      <h2 className={styles.visitHead}>
        {t('unpaid.credited')}
        <small>{t('unpaid.creditedIntro')}</small>
      </h2>
      {bills.map((bill) => (
        <div key={bill.id} className={styles.bill} data-testid="credited-bill">
          <Checkbox block checked={chosen.has(bill.id)} onChange={() => onToggle(bill.id)}>
            <BillSummary bill={bill} />
            <DueBy bill={bill} />
          </Checkbox>
        </div>
      ))}
    </section>
  );
}

function VisitBills({
  visit,
  chosen,
  onToggle,
}: {
  visit: OutpatientVisit;
  chosen: ReadonlySet<number>;
  onToggle: (id: number) => void;
}) {
  const { t } = useOutpatientTranslation();
  return (
    <section className={styles.visit} aria-label={t('unpaid.visit', { date: visit.visitDate })}>
      <h2 className={styles.visitHead}>
        <HisText>{visit.department}</HisText>
        <small>{t('unpaid.visit', { date: visit.visitDate })}</small>
      </h2>
      {visit.bills.map((bill) => (
        <div key={bill.id} className={styles.bill} data-testid="outpatient-bill">
          <Checkbox block checked={chosen.has(bill.id)} onChange={() => onToggle(bill.id)}>
            <BillSummary bill={bill} />
          </Checkbox>
        </div>
      ))}
    </section>
  );
}
