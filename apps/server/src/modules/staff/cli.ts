import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { CreateStaffSchema } from '@hospital/contract/console';
import { systemClock } from '../../clock.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { createFirstAdministrator } from './accounts-service.ts';

// `npm run staff:create -w apps/server -- --username <name> --name <full name>`: the first
// administrator of a production server. The password is read from STAFF_PASSWORD or the
// first line of standard input, never from the command line, which other users can list.
const { values } = parseArgs({
  options: { username: { type: 'string' }, name: { type: 'string' } },
});

async function readPassword(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  const lines = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
  try {
    return await lines.question('Password: ');
  } finally {
    lines.close();
  }
}

const input = CreateStaffSchema.safeParse({
  username: values.username,
  name: values.name,
  roles: ['admin'],
  password: await readPassword(),
});
if (!input.success) {
  process.stderr.write(
    `${input.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n')}\n`,
  );
  process.exit(2);
}

const config = loadConfig(process.env);
const connection = openDatabase(config);
try {
  await migrateDatabase(connection);
  const admin = await createFirstAdministrator(
    { db: connection.db, clock: systemClock },
    input.data,
  );
  process.stdout.write(
    `administrator ${admin.username} (id ${admin.id}) created; enrol an authenticator at the first sign-in\n`,
  );
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await connection.close();
}
