import {
  idCardCheckCharacter,
  type PatientDetail,
  type SavePatientInput,
} from '@hospital/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SignedIn } from '../../helpers/auth.ts';

/** A valid resident ID number born on `birth` (yyyymmdd); an odd `sequence` is a man. */
export const idNumber = (birth: string, sequence = 1) => {
  const first17 = `110105${birth}${String(sequence).padStart(3, '0')}`;
  return first17 + idCardCheckCharacter(first17);
};

/** Patient number `n` of an account: a different adult each time. */
export const adult = (n = 1): SavePatientInput => ({
  name: '张三',
  gender: 'MALE',
  idType: 'ID_CARD',
  idNumber: idNumber('19850101', n * 2 - 1),
  phone: '13800138000',
  relation: 'OTHER',
});

/** A child with no ID number of their own, added through the guardian's. */
export const child = (): SavePatientInput => ({
  name: '张小宝',
  gender: 'FEMALE',
  idType: 'CHILD',
  idNumber: '',
  birthDate: '2021-03-04',
  phone: '13800138000',
  relation: 'CHILD',
  guardianName: '张三',
  guardianIdNumber: idNumber('19850101', 1),
});

/** A JSON POST as the signed-in account. */
export function post(
  app: FastifyInstance,
  who: SignedIn,
  url: string,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, headers: who.headers, payload: body });
}

export const savePatient = (app: FastifyInstance, who: SignedIn, body: Record<string, unknown>) =>
  post(app, who, '/api/patients/save', body);

/** Saves and returns the patient, failing loudly when the server refuses. */
export async function addPatient(
  app: FastifyInstance,
  who: SignedIn,
  body: SavePatientInput = adult(),
): Promise<PatientDetail> {
  const response = await savePatient(app, who, body);
  if (response.statusCode !== 200) throw new Error(`save failed: ${response.body}`);
  return response.json<PatientDetail>();
}

export const get = (app: FastifyInstance, who: SignedIn, url: string) =>
  app.inject({ url, headers: who.headers });

export async function listPatients(app: FastifyInstance, who: SignedIn) {
  return (await get(app, who, '/api/patients/findPatient')).json<PatientDetail[]>();
}
