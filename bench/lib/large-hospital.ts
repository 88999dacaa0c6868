import { performance } from 'node:perf_hooks';
import { growHospital, hospitalSizeOf } from '../../apps/server/src/db/seed/large-hospital.ts';
import type { BenchDatabase } from './databases.ts';

/** `BENCH_LARGE`: the share of the large hospital to grow to (1 = all of it, 0 = skip). */
const FRACTION = Number(process.env.BENCH_LARGE ?? 1);

/**
 * Grows the seeded hospital to a large one, on PostgreSQL only: the embedded database is
 * for a phone-sized demo, and millions of rows in memory measure nothing useful.
 */
export async function growLarge(database: BenchDatabase, today: string): Promise<boolean> {
  if (database.name !== 'postgres' || FRACTION <= 0) return false;
  const size = hospitalSizeOf(FRACTION);
  const started = performance.now();
  await growHospital(database.connection.db, size, today);
  console.log(
    `${database.name}: grown to ${size.doctors} doctors, ${size.patients} patients, ` +
      `${size.appointments} appointments in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  return true;
}
