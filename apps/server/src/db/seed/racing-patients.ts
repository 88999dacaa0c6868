import type { Database } from '../client.ts';
import { patients } from '../schema/index.ts';

/**
 * `count` patients of one account, written straight to the table past the patient
 * manager's limit per account, for races of many patients on one half-day (the booking
 * bench, the concurrency tests). Their card numbers count up from `P<firstCode>`; their
 * ids come back in that order.
 */
export async function racingPatients(
  db: Database,
  ownerId: number,
  count: number,
  firstCode: number,
): Promise<number[]> {
  const rows = await db
    .insert(patients)
    .values(
      Array.from({ length: count }, (_, n) => ({
        ownerId,
        name: `患者${n}`,
        gender: 'FEMALE' as const,
        relation: 'OTHER' as const,
        idType: 'ID_CARD' as const,
        idNumber: `RACE${firstCode + n}`,
        birthDate: '1990-01-01',
        phone: '13800138000',
        patientCode: `P${firstCode + n}`,
      })),
    )
    .returning({ id: patients.id });
  return rows.map((row) => row.id);
}
