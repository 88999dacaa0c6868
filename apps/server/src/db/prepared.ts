import type { Database } from './client.ts';

/**
 * A statement built once per database (or transaction) and run again with new values.
 * Building a query costs the server several times what PostgreSQL spends on a short
 * indexed read, so the reads every patient makes on every page are prepared.
 */
export function preparedOn<Statement>(
  build: (db: Database) => Statement,
): (db: Database) => Statement {
  const built = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
