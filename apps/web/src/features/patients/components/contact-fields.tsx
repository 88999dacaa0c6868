import { useDictItems } from '../api/get-dict-items.ts';
import type { PatientForm } from '../hooks/use-patient-form.ts';
import { usePatientsTranslation } from '../i18n/index.ts';
import { PickerField } from './picker-field.tsx';
import { TextField } from './text-field.tsx';

interface ContactFieldsProps {
  form: PatientForm;
  /** In the payment-app host an existing phone is not shown: an empty field keeps it. */
  phoneHint?: string;
}

/** Phone, relation, nation and address: what can change after the card is issued. */
export function ContactFields({ form, phoneHint }: ContactFieldsProps) {
  const { t } = usePatientsTranslation();
  const relations = useDictItems('relation');
  const nations = useDictItems('nation');
  const { values, errors, change, blur } = form;
  return (
    <>
      <TextField
        label={t('field.phone')}
        value={values.phone}
        onChange={(value) => change('phone', value.replace(/\D/g, ''))}
        onBlur={() => blur('phone')}
        placeholder={
          phoneHint ? t('placeholder.phoneUnchanged', { phone: phoneHint }) : t('placeholder.phone')
        }
        error={errors.phone}
        testId="field-phone"
        inputMode="tel"
        maxLength={11}
      />
      <PickerField
        label={t('field.relation')}
        placeholder={t('placeholder.choose')}
        options={relations.data ?? []}
        value={values.relation}
        onChange={(value) => change('relation', value as typeof values.relation)}
        error={errors.relation}
        testId="field-relation"
      />
      <PickerField
        label={t('field.nation')}
        placeholder={t('placeholder.choose')}
        options={nations.data ?? []}
        value={values.nation}
        onChange={(value) => change('nation', value)}
        testId="field-nation"
      />
      <TextField
        label={t('field.address')}
        value={values.address}
        onChange={(value) => change('address', value)}
        placeholder={t('placeholder.address')}
        error={errors.address}
        testId="field-address"
        maxLength={100}
      />
    </>
  );
}
