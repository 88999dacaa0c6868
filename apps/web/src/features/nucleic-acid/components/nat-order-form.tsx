import type { PatientSummary } from '@hospital/contract';
import { useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { useNatItems, type NatItemFilter } from '../../../api/queries/get-nat-items.ts';
import { usePatients } from '../../../api/queries/find-patient.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { showToast } from '../../../components/toast.ts';
import { formatFen } from '../../../lib/money.ts';
import { links } from '../../../lib/paths.ts';
import { useNucleicAcidTranslation } from '../i18n/index.ts';
import { NatItemList } from './nat-item-list.tsx';
import styles from '../routes/nat-pages.module.css';

/** Whom the test is for: the app passes registration's patient switcher in. */
export type NatPatientPicker = ComponentType<{
  patients: PatientSummary[];
  selected: PatientSummary | undefined;
  onSelect: (patient: PatientSummary) => void;
}>;

interface NatOrderFormProps {
  filter: NatItemFilter;
  patientPicker: NatPatientPicker;
  /** Said instead of "no tests" when the list is empty (a QR code naming a withdrawn test). */
  emptyTips?: string;
}

/**
 * Choose a test and a patient and see the price and where to go; the questionnaire comes
 * next, and the server prices the order from its own list.
 */
export function NatOrderForm({
  filter,
  patientPicker: PatientPicker,
  emptyTips,
}: NatOrderFormProps) {
  const { t } = useNucleicAcidTranslation();
  const navigate = useNavigate();
  const items = useNatItems(filter);
  const patients = usePatients();
  const [chosenItem, setChosenItem] = useState<number>();
  const [chosenPatient, setChosenPatient] = useState<PatientSummary>();

  if (items.isPending || patients.isPending) return <ListSkeleton rows={6} />;
  if (items.isError || patients.isError) {
    const failed = items.isError ? items : patients;
    return <ErrorState message={failed.error?.message} onRetry={() => void failed.refetch()} />;
  }
  if (items.data.length === 0) return <EmptyState tips={emptyTips ?? t('item.empty')} />;

  // The first is the HIS's most usual test: chosen until the patient picks another.
  const item = items.data.find((one) => one.id === chosenItem) ?? items.data[0];
  const patient = chosenPatient ?? patients.data.find((one) => one.isDefault) ?? patients.data[0];

  const submit = () => {
    if (!item) {
      showToast(t('form.choose'));
      return;
    }
    if (!patient) {
      showToast(t('form.patient'));
      return;
    }
    void navigate(links.nucleicAcidQuestion(item.id, patient.id));
  };

  return (
    <>
      <NatItemList items={items.data} value={item?.id} onChange={(one) => setChosenItem(one.id)} />
      <PatientPicker patients={patients.data} selected={patient} onSelect={setChosenPatient} />
      <div className={styles.footer}>
        <p className={styles.total}>
          {t('form.total')}
          <strong data-testid="nat-total">{item ? formatFen(item.priceFen) : '--'}</strong>
        </p>
        <PrimaryButton className={styles.submit} onClick={submit} data-testid="nat-submit">
          {t('form.submit')}
        </PrimaryButton>
      </div>
    </>
  );
}
