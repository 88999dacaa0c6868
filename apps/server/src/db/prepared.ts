import { oncePer } from '../once-per.ts';
import type { Database } from './client.ts';

/**
 * A statement built once per database (or transaction) and run again with new values.
 * Building a query costs the server several times what PostgreSQL spends on a short
 * indexed read, so the reads every patient makes on every page are prepared.
 */
export const preparedOn = <Statement>(
  build: (db: Database) => Statement,
): ((db: Database) => Statement) => oncePer(build);
