import {
  PATIENT_FILE_PATH,
  ageOn,
  buildPath,
  type HealthCareVoucher,
  type PatientDetail,
  type PatientSummary,
} from '@hospital/contract';
import type { PatientRow } from './repository.ts';
import { nationLabel } from './nations.ts';

/** Keeps `head` and `tail` characters and stars the rest; short values are starred whole. */
export function mask(value: string, head: number, tail: number): string {
  const characters = [...value];
  if (characters.length <= head + tail) return '*'.repeat(characters.length);
  const hidden = characters.length - head - tail;
  return characters.slice(0, head).join('') + '*'.repeat(hidden) + characters.slice(-tail).join('');
}

/** Lists show the first 4 and last 4 characters of an ID or insurance card number. */
export const maskCardNumber = (value: string) => mask(value, 4, 4);
export const maskPhone = (value: string) => mask(value, 3, 4);

export const fileUrl = (fileId: string) => buildPath(PATIENT_FILE_PATH, { fileId });

export function toSummary(row: PatientRow): PatientSummary {
  return {
    id: row.id,
    name: row.name,
    gender: row.gender,
    relation: row.relation,
    idType: row.idType,
    idNumberMasked: row.idNumber ? maskCardNumber(row.idNumber) : '',
    phoneMasked: maskPhone(row.phone),
    patientCode: row.patientCode,
    isDefault: row.isDefault,
    avatarUrl: row.avatarFileId ? fileUrl(row.avatarFileId) : null,
    birthDate: row.birthDate,
    age: ageOn(row.birthDate),
    insuranceCardBound: row.insuranceCardNo !== null,
  };
}

export function toDetail(row: PatientRow): PatientDetail {
  return {
    ...toSummary(row),
    idNumber: row.idNumber,
    phone: row.phone,
    nation: row.nation,
    nationLabel: nationLabel(row.nation),
    address: row.address,
    guardianName: row.guardianName,
    guardianIdNumber: row.guardianIdNumber,
    guardianPhone: row.guardianPhone,
    insuranceCardNo: row.insuranceCardNo,
    avatarFileId: row.avatarFileId,
  };
}

/** Without an insurance-platform client, a card on file is what makes the voucher usable. */
export function toVoucher(row: PatientRow): HealthCareVoucher {
  const card = row.insuranceCardNo;
  if (card === null) return { bound: false, insuranceCardNo: null, voucherStatus: 'NONE' };
  return { bound: true, insuranceCardNo: maskCardNumber(card), voucherStatus: 'ACTIVE' };
}
