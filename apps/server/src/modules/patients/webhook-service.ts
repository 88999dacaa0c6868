import type { Database } from '../../db/client.ts';
import { emitWebhook } from '../webhooks/index.ts';
import type { PatientRow } from './repository.ts';

/**
 * Tells the HIS of a patient added in the app, in the transaction `tx` that added them, so
 * it can open its record for the card number we gave them.
 */
export async function announcePatient(tx: Database, patient: PatientRow, now: Date) {
  await emitWebhook(tx, 'patient.registered', {
    patientCode: patient.patientCode,
    name: patient.name,
    gender: patient.gender,
    birthDate: patient.birthDate,
    idType: patient.idType,
    idNumber: patient.idNumber,
    at: now.toISOString(),
  });
}
