import { Checkbox, List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { showToast } from '../../../components/toast.ts';
import { useSavePatient } from '../api/save-patient.ts';
import { AvatarField } from '../components/avatar-field.tsx';
import { ContactFields } from '../components/contact-fields.tsx';
import { FormFooter } from '../components/form-footer.tsx';
import { GuardianFields } from '../components/guardian-fields.tsx';
import { IdentityFields } from '../components/identity-fields.tsx';
import { fieldError } from '../components/picker-field.tsx';
import { usePatientForm } from '../hooks/use-patient-form.ts';
import { usePatientsTranslation } from '../i18n/index.ts';
import { emptyFormValues, toSaveInput, type FieldName } from '../lib/form-values.ts';
import styles from './patient-pages.module.css';
import { links } from '../../../lib/paths.ts';

/** /patientManager/addPatient: a family member's real-name details. */
export function AddPatientPage() {
  const { t } = usePatientsTranslation();
  const navigate = useNavigate();
  const form = usePatientForm(emptyFormValues());
  const save = useSavePatient();
  const [agreed, setAgreed] = useState(false);

  async function submit() {
    const agreement = agreed ? undefined : t('error.agreementRequired');
    if (!form.validate({ agreement })) return;
    const result = await save.mutateAsync(toSaveInput(form.values));
    if (result.ok) {
      return void navigate(links.patientResult(result.data.patientCode), { replace: true });
    }
    if (result.field) form.setFieldError(result.field as FieldName, result.msg);
    showToast(result.msg, 'long');
  }

  return (
    <Page title={t('title.add')}>
      <List mode="card" className={styles.form}>
        <IdentityFields form={form} />
        <ContactFields form={form} />
        <AvatarField
          gender={form.values.gender}
          onUploaded={(fileId) => form.change('avatarFileId', fileId)}
        />
      </List>
      {form.values.idType === 'CHILD' && <GuardianFields form={form} />}
      <FormFooter
        label={t('submit')}
        busyLabel={t('submitting')}
        busy={save.isPending}
        onSubmit={() => void submit()}
        testId="patient-submit"
      >
        <Checkbox
          className={styles.agreement}
          checked={agreed}
          onChange={(checked) => {
            setAgreed(checked);
            if (checked) form.setFieldError('agreement', undefined);
          }}
          data-testid="patient-agreement"
        >
          {t('agreement')}
        </Checkbox>
        {fieldError(form.errors.agreement)}
      </FormFooter>
    </Page>
  );
}
