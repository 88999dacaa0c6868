import type { HisPatientCard } from '@hospital/contract/his';
import type { ServerDeps } from '../../deps.ts';
import type { HisWrite } from '../../http/his-batch.ts';
import { findCard, findPatientWithCode, upsertCard } from './cards-repository.ts';

type CardDeps = Pick<ServerDeps, 'db' | 'clock'>;

/**
 * The HIS says which person a card belongs to; the latest word wins. ID numbers are kept
 * upper-case, as the patients' own are, so a trailing x and X are the same number.
 */
export async function registerPatientCard(
  deps: CardDeps,
  card: HisPatientCard & { cardNo: string },
): Promise<HisWrite> {
  const values = { name: card.name, idNumber: card.idNumber.toUpperCase() };
  return upsertCard(deps.db, card.cardNo, values, deps.clock.now());
}

/** Whether the HIS registered the card for this ID number (compared upper-case). */
export async function cardBelongsTo(
  deps: Pick<ServerDeps, 'db'>,
  cardNo: string,
  idNumber: string,
): Promise<boolean> {
  const card = await findCard(deps.db, cardNo);
  return card !== null && card.idNumber === idNumber.toUpperCase();
}

/**
 * Null for a card the HIS never registered. Otherwise the patient who holds it: the one
 * whose card number it is and whose ID number the HIS confirms, or null when nobody in
 * the app does (yet).
 */
export async function cardHolder(
  deps: Pick<ServerDeps, 'db'>,
  cardNo: string,
): Promise<{ patientId: number | null } | null> {
  if (!(await findCard(deps.db, cardNo))) return null;
  const patient = await findPatientWithCode(deps.db, cardNo);
  if (!patient?.idNumber) return { patientId: null };
  const confirmed = await cardBelongsTo(deps, cardNo, patient.idNumber);
  return { patientId: confirmed ? patient.id : null };
}
