import { List } from 'antd-mobile';
import type { PatientForm } from '../hooks/use-patient-form.ts';
import { usePatientsTranslation } from '../i18n/index.ts';
import { TextField } from './text-field.tsx';

/** A child registered without an ID card is registered on a guardian's ID card. */
export function GuardianFields({ form }: { form: PatientForm }) {
  const { t } = usePatientsTranslation();
  const { values, errors, change, blur } = form;
  return (
    <List header={t('guardianSection')} mode="card">
      <TextField
        label={t('field.guardianName')}
        value={values.guardianName}
        onChange={(value) => change('guardianName', value)}
        onBlur={() => blur('guardianName')}
        placeholder={t('placeholder.guardianName')}
        error={errors.guardianName}
        testId="field-guardian-name"
        maxLength={20}
      />
      <TextField
        label={t('field.guardianIdNumber')}
        value={values.guardianIdNumber}
        onChange={(value) => change('guardianIdNumber', value.toUpperCase())}
        onBlur={() => blur('guardianIdNumber')}
        placeholder={t('placeholder.guardianIdNumber')}
        error={errors.guardianIdNumber}
        testId="field-guardian-id-number"
        maxLength={18}
      />
      <TextField
        label={t('field.guardianPhone')}
        value={values.guardianPhone}
        onChange={(value) => change('guardianPhone', value.replace(/\D/g, ''))}
        onBlur={() => blur('guardianPhone')}
        placeholder={t('placeholder.guardianPhone')}
        error={errors.guardianPhone}
        testId="field-guardian-phone"
        inputMode="tel"
        maxLength={11}
      />
    </List>
  );
}
