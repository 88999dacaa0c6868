import { validateChineseIdCard } from '@hospital/contract';
import { useState } from 'react';
import {
  formErrors,
  ruleMessage,
  type FieldErrors,
  type FieldName,
  type PatientFormValues,
} from '../lib/form-values.ts';

const ID_CARD_LENGTH = 18;

export const withKept = (values: PatientFormValues, kept: Partial<PatientFormValues>) => ({
  ...values,
  ...Object.fromEntries(
    Object.entries(kept).filter(([field]) => !values[field as keyof PatientFormValues]),
  ),
});
const checksID = (values: PatientFormValues) =>
  values.idType === 'ID_CARD' || values.idType === 'RESIDENCE_PERMIT';

/**
 * Form state with live checks: a field's error is re-checked as it changes once shown,
 * and an 18-character ID number is checked as it is typed and fills birth date and gender.
 */
export function usePatientForm(initial: PatientFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [idChecked, setIdChecked] = useState(false);

  function change<K extends keyof PatientFormValues>(field: K, value: PatientFormValues[K]) {
    let next = { ...values, [field]: value };
    const shown: FieldErrors = { ...errors };
    if (field === 'idNumber' || field === 'idType') {
      const id = next.idNumber.trim();
      const check =
        checksID(next) && id.length >= ID_CARD_LENGTH ? validateChineseIdCard(id) : null;
      setIdChecked(check?.ok ?? false);
      if (check?.ok) next = { ...next, birthDate: check.birthDate, gender: check.gender };
      shown.idNumber = check && !check.ok ? ruleMessage('idNumber', check.reason) : undefined;
      shown.gender = undefined;
      shown.birthDate = undefined;
    }
    const fresh = formErrors(next);
    for (const name of Object.keys(errors) as FieldName[]) {
      if (name !== 'idNumber' || field !== 'idNumber') shown[name] = errors[name] && fresh[name];
    }
    setValues(next);
    setErrors(shown);
  }

  /** Leaving a field shows its problem, if any. */
  function blur(field: keyof PatientFormValues) {
    const value = values[field];
    if (!value) return;
    setErrors((current) => ({ ...current, [field]: formErrors(values)[field] }));
  }

  /**
   * Shows every problem; true when the form may be sent. `kept` fills fields left empty
   * on purpose (a masked phone the patient did not retype).
   */
  function validate(extra: FieldErrors = {}, kept: Partial<PatientFormValues> = {}): boolean {
    const all = { ...formErrors(withKept(values, kept)), ...extra };
    setErrors(all);
    return Object.values(all).every((message) => !message);
  }

  const setFieldError = (field: FieldName, message: string | undefined) =>
    setErrors((current) => ({ ...current, [field]: message }));

  return { values, errors, idChecked, change, blur, validate, setFieldError };
}

export type PatientForm = ReturnType<typeof usePatientForm>;
