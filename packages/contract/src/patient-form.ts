import { z } from 'zod';
import {
  RESIDENCE_PERMIT_PREFIXES,
  ageOn,
  chinaToday,
  isPlausibleBirthDate,
  validateChineseIdCard,
} from './id-card.ts';
import { guardianMessage, RULE_MESSAGES } from './rule-messages.ts';

/**
 * The hospital's rules for a patient (就诊人), shared so the web app shows the same
 * messages beside the fields as the server returns.
 */

/** A sensible family size; the hospital counts live patients only. */
export const MAX_PATIENTS_PER_ACCOUNT = 6;

export const GenderSchema = z.enum(['MALE', 'FEMALE']);

export const RELATIONS = [
  { value: 'SELF', label: '本人' },
  { value: 'PARENT', label: '父母' },
  { value: 'SPOUSE', label: '配偶' },
  { value: 'CHILD', label: '子女' },
  { value: 'OTHER', label: '其他' },
] as const;
export const RelationSchema = z.enum(['SELF', 'PARENT', 'SPOUSE', 'CHILD', 'OTHER']);
export type Relation = z.infer<typeof RelationSchema>;

export const ID_TYPES = [
  { value: 'ID_CARD', label: '居民身份证' },
  { value: 'CHILD', label: '无证件儿童(监护人代办)' },
  { value: 'RESIDENCE_PERMIT', label: '港澳台居民居住证' },
  { value: 'PASSPORT', label: '护照' },
] as const;
export const IdTypeSchema = z.enum(['ID_CARD', 'CHILD', 'RESIDENCE_PERMIT', 'PASSPORT']);
export type IdType = z.infer<typeof IdTypeSchema>;

export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** 2-20 Chinese characters or letters; a middle dot or a space may join parts (阿依古丽·买买提). */
export const NAME_PATTERN = /^[\p{Script=Han}A-Za-z]+(?:[·• ][\p{Script=Han}A-Za-z]+)*$/u;
const PASSPORT_PATTERN = /^[A-Z0-9]{5,17}$/;
const INSURANCE_CARD_PATTERN = /^[A-Za-z0-9]{6,32}$/;
/** Children under this age need not hold an ID card, so a guardian may register them. */
export const CHILD_WITHOUT_ID_MAX_AGE = 18;

export interface PatientFormInput {
  name: string;
  gender: 'MALE' | 'FEMALE';
  idType: IdType;
  idNumber: string;
  birthDate?: string | undefined;
  phone: string;
  guardianName?: string | undefined;
  guardianIdNumber?: string | undefined;
  guardianPhone?: string | undefined;
  insuranceCardNo?: string | undefined;
}

export interface PatientFormProblem {
  field: keyof PatientFormInput;
  message: string;
}

export function nameProblem(name: string): string | null {
  const length = [...name.trim()].length;
  if (length < 2 || length > 20) return RULE_MESSAGES.patientNameLength;
  return NAME_PATTERN.test(name.trim()) ? null : RULE_MESSAGES.patientNameCharacters;
}

/** The ID number's own birth date and gender must agree with what the form says. */
function idNumberProblems(form: PatientFormInput, today: string): PatientFormProblem[] {
  const check = validateChineseIdCard(form.idNumber, today);
  if (!check.ok) return [{ field: 'idNumber', message: check.reason }];
  const permit = (RESIDENCE_PERMIT_PREFIXES as readonly string[]).includes(
    form.idNumber.slice(0, 2),
  );
  if (form.idType === 'RESIDENCE_PERMIT' && !permit) {
    return [{ field: 'idNumber', message: RULE_MESSAGES.residencePermitPrefix }];
  }
  if (form.idType === 'ID_CARD' && permit) {
    return [{ field: 'idType', message: RULE_MESSAGES.residencePermitType }];
  }
  const problems: PatientFormProblem[] = [];
  if (form.birthDate && form.birthDate !== check.birthDate) {
    problems.push({ field: 'birthDate', message: RULE_MESSAGES.birthDateMismatch });
  }
  if (form.gender !== check.gender) {
    problems.push({ field: 'gender', message: RULE_MESSAGES.genderMismatch });
  }
  return problems;
}

function childProblems(form: PatientFormInput, today: string): PatientFormProblem[] {
  const problems: PatientFormProblem[] = [];
  if (!form.birthDate) {
    problems.push({ field: 'birthDate', message: RULE_MESSAGES.birthDateRequired });
  } else if (ageOn(form.birthDate, today) >= CHILD_WITHOUT_ID_MAX_AGE) {
    problems.push({ field: 'birthDate', message: RULE_MESSAGES.childWithoutIdAge });
  }
  const guardianName = nameProblem(form.guardianName ?? '');
  if (guardianName)
    problems.push({ field: 'guardianName', message: guardianMessage(guardianName) });
  const guardianId = validateChineseIdCard(form.guardianIdNumber ?? '', today);
  if (!guardianId.ok) {
    problems.push({ field: 'guardianIdNumber', message: guardianMessage(guardianId.reason) });
  }
  return problems;
}

/** Every broken rule of the form, in field order; empty when the patient may be saved. */
export function patientFormProblems(
  form: PatientFormInput,
  today: string = chinaToday(),
): PatientFormProblem[] {
  const problems: PatientFormProblem[] = [];
  const name = nameProblem(form.name);
  if (name) problems.push({ field: 'name', message: name });
  if (form.birthDate && !isPlausibleBirthDate(form.birthDate, today)) {
    problems.push({ field: 'birthDate', message: RULE_MESSAGES.birthDateInvalid });
  } else if (form.idType === 'CHILD') {
    problems.push(...childProblems(form, today));
  } else if (form.idType === 'PASSPORT') {
    if (!PASSPORT_PATTERN.test(form.idNumber.toUpperCase())) {
      problems.push({ field: 'idNumber', message: RULE_MESSAGES.passportNumber });
    }
    if (!form.birthDate)
      problems.push({ field: 'birthDate', message: RULE_MESSAGES.birthDateRequired });
  } else {
    problems.push(...idNumberProblems(form, today));
  }
  if (!PHONE_PATTERN.test(form.phone)) {
    problems.push({ field: 'phone', message: RULE_MESSAGES.phone });
  }
  if (form.guardianPhone && !PHONE_PATTERN.test(form.guardianPhone)) {
    problems.push({ field: 'guardianPhone', message: RULE_MESSAGES.guardianPhone });
  }
  if (form.insuranceCardNo && !INSURANCE_CARD_PATTERN.test(form.insuranceCardNo)) {
    problems.push({ field: 'insuranceCardNo', message: RULE_MESSAGES.insuranceCardNo });
  }
  return problems;
}
