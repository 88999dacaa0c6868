import { List, Selector } from 'antd-mobile';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { DateField } from '../../../components/date-field.tsx';
import { useDictItems } from '../api/get-dict-items.ts';
import type { PatientForm } from '../hooks/use-patient-form.ts';
import { usePatientsTranslation } from '../i18n/index.ts';
import { PickerField, fieldError } from './picker-field.tsx';
import { TextField } from './text-field.tsx';
import styles from './form-field.module.css';

const EARLIEST_BIRTH = new Date(1900, 0, 1);

/** Name, ID type and number, gender and birth date of a new patient. */
export function IdentityFields({ form }: { form: PatientForm }) {
  const { t } = usePatientsTranslation();
  const idTypes = useDictItems('idType');
  const { values, errors, change, blur, idChecked } = form;
  const child = values.idType === 'CHILD';
  const derived = idChecked && !child;
  return (
    <>
      <TextField
        label={t('field.name')}
        value={values.name}
        onChange={(value) => change('name', value)}
        onBlur={() => blur('name')}
        placeholder={t('placeholder.name')}
        error={errors.name}
        testId="field-name"
        maxLength={20}
      />
      <PickerField
        label={t('field.idType')}
        placeholder={t('placeholder.choose')}
        options={idTypes.data ?? []}
        value={values.idType}
        onChange={(value) => change('idType', value as typeof values.idType)}
        error={errors.idType}
        testId="field-id-type"
      />
      {!child && (
        <TextField
          label={t('field.idNumber')}
          value={values.idNumber}
          onChange={(value) => change('idNumber', value.toUpperCase())}
          onBlur={() => blur('idNumber')}
          placeholder={t('placeholder.idNumber')}
          error={errors.idNumber}
          note={derived && <span className={styles.ok}>{t('idCard.valid')}</span>}
          testId="field-id-number"
          maxLength={18}
        />
      )}
      <List.Item
        prefix={<span className={styles.label}>{t('field.gender')}</span>}
        description={fieldError(errors.gender)}
      >
        <Selector
          options={(['MALE', 'FEMALE'] as const).map((value) => ({
            value,
            label: t(`gender.${value}`),
            disabled: derived && values.gender !== value,
          }))}
          value={values.gender ? [values.gender] : []}
          onChange={([value]) => value && change('gender', value)}
          data-testid="field-gender"
        />
      </List.Item>
      <BirthDateField form={form} locked={derived} />
    </>
  );
}

function BirthDateField({ form, locked }: { form: PatientForm; locked: boolean }) {
  const { t } = usePatientsTranslation();
  const { values, errors, change } = form;
  const today = useMemo(() => dayjs().endOf('day').toDate(), []);
  return (
    <DateField
      label={t('field.birthDate')}
      value={values.birthDate}
      onChange={(value) => change('birthDate', value)}
      placeholder={t('placeholder.choose')}
      min={EARLIEST_BIRTH}
      max={today}
      error={errors.birthDate}
      locked={locked}
      testId="field-birth-date"
    />
  );
}
