import {
  patientFormProblems,
  type Gender,
  type IdType,
  type PatientDetail,
  type PatientFormInput,
  type Relation,
  type SavePatientInput,
} from '@hospital/contract';
import { i18n } from '../../../i18n/index.ts';
import { ruleText } from '../../../i18n/rule-text.ts';
import { PATIENTS_NS } from '../i18n/index.ts';

/** The add/edit form as typed: choices stay empty until picked. */
export interface PatientFormValues {
  name: string;
  gender: Gender | '';
  idType: IdType;
  idNumber: string;
  birthDate: string;
  phone: string;
  relation: Relation | '';
  nation: string;
  address: string;
  guardianName: string;
  guardianIdNumber: string;
  guardianPhone: string;
  insuranceCardNo: string;
  avatarFileId: string;
}

export type FieldName = keyof PatientFormValues | 'agreement' | 'avatar';
export type FieldErrors = Partial<Record<FieldName, string>>;

export const emptyFormValues = (): PatientFormValues => ({
  name: '',
  gender: '',
  idType: 'ID_CARD',
  idNumber: '',
  birthDate: '',
  phone: '',
  relation: '',
  nation: '',
  address: '',
  guardianName: '',
  guardianIdNumber: '',
  guardianPhone: '',
  insuranceCardNo: '',
  avatarFileId: '',
});

export const formValuesOf = (patient: PatientDetail): PatientFormValues => ({
  name: patient.name,
  gender: patient.gender,
  idType: patient.idType,
  idNumber: patient.idNumber ?? '',
  birthDate: patient.birthDate,
  phone: patient.phone,
  relation: patient.relation,
  nation: patient.nation ?? '',
  address: patient.address ?? '',
  guardianName: patient.guardianName ?? '',
  guardianIdNumber: patient.guardianIdNumber ?? '',
  guardianPhone: patient.guardianPhone ?? '',
  insuranceCardNo: patient.insuranceCardNo ?? '',
  avatarFileId: patient.avatarFileId ?? '',
});

const optional = (value: string) => value.trim() || undefined;

function ruleInput(values: PatientFormValues): PatientFormInput {
  return {
    name: values.name.trim(),
    gender: values.gender || 'MALE',
    idType: values.idType,
    idNumber: values.idType === 'CHILD' ? '' : values.idNumber.trim().toUpperCase(),
    birthDate: optional(values.birthDate),
    phone: values.phone.trim(),
    guardianName: optional(values.guardianName),
    guardianIdNumber: optional(values.guardianIdNumber.toUpperCase()),
    guardianPhone: optional(values.guardianPhone),
    insuranceCardNo: optional(values.insuranceCardNo),
  };
}

const say = (key: string, options?: Record<string, unknown>) =>
  i18n.t(key, { ns: PATIENTS_NS, ...options });

/** A shared rule's problem in the active language; words no rule knows name the field to check. */
export const ruleMessage = (field: string, message: string) =>
  ruleText(message) ?? say('error.checkField', { field: say(`field.${field}`) });

/** The hospital's rules (shared with the server) plus the choices the form must have. */
export function formErrors(values: PatientFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.gender) errors.gender = say('error.genderRequired');
  if (!values.relation) errors.relation = say('error.relationRequired');
  for (const problem of patientFormProblems(ruleInput(values))) {
    if (problem.field === 'gender' && !values.gender) continue;
    errors[problem.field] ??= ruleMessage(problem.field, problem.message);
  }
  return errors;
}

export function toSaveInput(values: PatientFormValues, id?: number): SavePatientInput {
  const rule = ruleInput(values);
  const child = values.idType === 'CHILD';
  return {
    ...(id !== undefined && { id }),
    ...rule,
    gender: values.gender || 'MALE',
    relation: values.relation || 'OTHER',
    nation: optional(values.nation),
    address: optional(values.address),
    guardianName: child ? rule.guardianName : undefined,
    guardianIdNumber: child ? rule.guardianIdNumber : undefined,
    avatarFileId: optional(values.avatarFileId),
  };
}
