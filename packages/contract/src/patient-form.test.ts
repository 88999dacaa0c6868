import { describe, expect, it } from 'vitest';
import { patientFormProblems, type PatientFormInput } from './patient-form.ts';

const TODAY = '2024-06-15';

const adult: PatientFormInput = {
  name: '张三',
  gender: 'MALE',
  idType: 'ID_CARD',
  idNumber: '440306198512031234',
  phone: '13800138000',
};

const fieldsOf = (form: PatientFormInput) =>
  patientFormProblems(form, TODAY).map((problem) => problem.field);

describe('patientFormProblems', () => {
  it('accepts an adult with a valid ID card, with or without the birth date', () => {
    expect(fieldsOf(adult)).toEqual([]);
    expect(fieldsOf({ ...adult, birthDate: '1985-12-03' })).toEqual([]);
  });

  it('names the field of every broken rule', () => {
    expect(fieldsOf({ ...adult, name: '张', phone: '12800138000' })).toEqual(['name', 'phone']);
    expect(fieldsOf({ ...adult, gender: 'FEMALE', birthDate: '1985-12-04' })).toEqual([
      'birthDate',
      'gender',
    ]);
    expect(fieldsOf({ ...adult, idNumber: '440306198512031235' })).toEqual(['idNumber']);
  });

  it('accepts names with a middle dot and Latin letters, and refuses digits', () => {
    expect(fieldsOf({ ...adult, name: '阿依古丽·买买提' })).toEqual([]);
    expect(fieldsOf({ ...adult, name: 'John Smith' })).toEqual([]);
    expect(fieldsOf({ ...adult, name: '张3' })).toEqual(['name']);
    expect(fieldsOf({ ...adult, name: '·张三' })).toEqual(['name']);
  });

  it('asks a child without an ID for a guardian and a birth date under 18', () => {
    const child: PatientFormInput = {
      name: '张小宝',
      gender: 'FEMALE',
      idType: 'CHILD',
      idNumber: '',
      birthDate: '2020-05-01',
      phone: '13800138000',
      guardianName: '张三',
      guardianIdNumber: '440306198512031234',
    };
    expect(fieldsOf(child)).toEqual([]);
    expect(fieldsOf({ ...child, birthDate: undefined, guardianName: undefined })).toEqual([
      'birthDate',
      'guardianName',
    ]);
    expect(fieldsOf({ ...child, guardianIdNumber: '440306198512031235' })).toEqual([
      'guardianIdNumber',
    ]);
    expect(fieldsOf({ ...child, birthDate: '2000-01-01' })).toEqual(['birthDate']);
  });

  it('keeps resident ID cards and residence permits apart', () => {
    const permit = { ...adult, idNumber: '810000199001010019', gender: 'MALE' as const };
    expect(fieldsOf({ ...permit, idType: 'RESIDENCE_PERMIT' })).toEqual([]);
    expect(fieldsOf(permit)).toEqual(['idType']);
    expect(fieldsOf({ ...adult, idType: 'RESIDENCE_PERMIT' })).toEqual(['idNumber']);
  });

  it('asks a passport holder for the birth date', () => {
    const passport = { ...adult, idType: 'PASSPORT' as const, idNumber: 'E12345678' };
    expect(fieldsOf(passport)).toEqual(['birthDate']);
    expect(fieldsOf({ ...passport, birthDate: '1990-01-01' })).toEqual([]);
    expect(fieldsOf({ ...passport, idNumber: 'E1', birthDate: '1990-01-01' })).toEqual([
      'idNumber',
    ]);
  });
});
