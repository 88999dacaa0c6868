import type { PatientDetail } from '@hospital/contract';
import { Button, List } from 'antd-mobile';
import { showToast } from '../../../components/toast.ts';
import { maskIdCard, maskName, maskPhone } from '../../../lib/mask.ts';
import { useSavePatient } from '../api/save-patient.ts';
import { usePatientForm, withKept } from '../hooks/use-patient-form.ts';
import { usePatientsTranslation } from '../i18n/index.ts';
import { formValuesOf, toSaveInput, type FieldName } from '../lib/form-values.ts';
import { AvatarField } from './avatar-field.tsx';
import { ContactFields } from './contact-fields.tsx';
import { FormFooter } from './form-footer.tsx';
import { ReadOnlyField } from './text-field.tsx';

interface PatientEditFormProps {
  patient: PatientDetail;
  masked: boolean;
  onDone: () => void;
}

/**
 * Name and ID stay as issued on the card; contact details change. In the payment-app host
 * the phone is not shown: the field starts empty and an empty field keeps the number.
 */
export function PatientEditForm({ patient, masked, onDone }: PatientEditFormProps) {
  const { t } = usePatientsTranslation();
  const initial = formValuesOf(patient);
  const form = usePatientForm(masked ? { ...initial, phone: '' } : initial);
  const save = useSavePatient();
  const kept = masked ? { phone: patient.phone } : {};

  async function submit() {
    if (!form.validate({}, kept)) return;
    const result = await save.mutateAsync(toSaveInput(withKept(form.values, kept), patient.id));
    if (result.ok) {
      showToast(t('detail.saved'));
      return onDone();
    }
    if (result.field) form.setFieldError(result.field as FieldName, result.msg);
    showToast(result.msg, 'long');
  }

  return (
    <>
      <List mode="card">
        <ReadOnlyField label={t('field.name')} value={maskName(patient.name, masked)} />
        {patient.idNumber && (
          <ReadOnlyField label={t('field.idNumber')} value={maskIdCard(patient.idNumber, masked)} />
        )}
        <ContactFields
          form={form}
          phoneHint={masked ? maskPhone(patient.phone, true) : undefined}
        />
        <AvatarField
          gender={patient.gender}
          onUploaded={(fileId) => form.change('avatarFileId', fileId)}
        />
      </List>
      <FormFooter
        label={t('save')}
        busyLabel={t('submitting')}
        busy={save.isPending}
        onSubmit={() => void submit()}
        testId="patient-save"
      >
        <Button block size="large" shape="rounded" onClick={onDone} disabled={save.isPending}>
          {t('cancel')}
        </Button>
      </FormFooter>
    </>
  );
}
