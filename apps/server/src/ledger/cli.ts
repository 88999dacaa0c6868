import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { checkLedger, formatLedgerReport } from './check.ts';

// `npm run check:ledger`: the database the server would open (DATABASE_URL, else the
// embedded one in DATA_DIR, which no running server may hold open at the same time).
const config = loadConfig(process.env);
const connection = openDatabase(config);
try {
  const reports = await checkLedger(connection.db);
  process.stdout.write(`${formatLedgerReport(reports)}\n`);
  const broken = reports.filter((report) => report.violations > 0).length;
  process.stdout.write(
    broken === 0 ? 'ledger: every invariant holds\n' : `ledger: ${broken} invariant(s) broken\n`,
  );
  process.exitCode = broken === 0 ? 0 : 1;
} finally {
  await connection.close();
}
