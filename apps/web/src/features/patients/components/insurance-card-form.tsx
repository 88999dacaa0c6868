import type { PatientDetail } from '@hospital/contract';
import { List } from 'antd-mobile';
import { useState } from 'react';
import { showToast } from '../../../components/toast.ts';
import { useSavePatient } from '../api/save-patient.ts';
import { usePatientsTranslation } from '../i18n/index.ts';
import { formErrors, formValuesOf, toSaveInput } from '../lib/form-values.ts';
import { FormFooter } from './form-footer.tsx';
import { TextField } from './text-field.tsx';

/** Binds (or replaces) the card by saving the patient with the new card number. */
export function InsuranceCardForm({ patient, bound }: { patient: PatientDetail; bound: boolean }) {
  const { t } = usePatientsTranslation();
  const save = useSavePatient();
  const [cardNo, setCardNo] = useState('');
  const [error, setError] = useState<string>();

  async function submit() {
    const values = { ...formValuesOf(patient), insuranceCardNo: cardNo.trim() };
    const problem = cardNo.trim()
      ? formErrors(values).insuranceCardNo
      : t('error.insuranceCardRequired');
    setError(problem);
    if (problem) return;
    const result = await save.mutateAsync(toSaveInput(values, patient.id));
    if (!result.ok) {
      setError(result.field === 'insuranceCardNo' ? result.msg : undefined);
      return showToast(result.msg, 'long');
    }
    setCardNo('');
    showToast(t('insurance.bound'));
  }

  return (
    <>
      <List mode="card">
        <TextField
          label={t('field.insuranceCardNo')}
          value={cardNo}
          onChange={(value) => {
            setCardNo(value);
            setError(undefined);
          }}
          placeholder={t('placeholder.insuranceCardNo')}
          error={error}
          testId="field-insurance-card-no"
          maxLength={32}
        />
      </List>
      <FormFooter
        label={bound ? t('insurance.rebind') : t('insurance.bind')}
        busyLabel={t('submitting')}
        busy={save.isPending}
        onSubmit={() => void submit()}
        testId="insurance-submit"
      />
    </>
  );
}
