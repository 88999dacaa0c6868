import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { HIS_SCOPES, type HisScope } from '@hospital/contract';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { createHisClient } from '../modules/his/index.ts';

// `npm run his:client -- --name 某某HIS --scopes his:schedules,his:reports [--id his-main]`:
// makes a HIS client on the database the server would open and prints its secret, once.
const USAGE = `usage: his:client --name NAME --scopes ${HIS_SCOPES.join(',')} [--id CLIENT_ID]`;

const { values } = parseArgs({
  options: { name: { type: 'string' }, scopes: { type: 'string' }, id: { type: 'string' } },
});
const scopes = (values.scopes ?? '').split(',').map((scope) => scope.trim());
const unknown = scopes.filter((scope) => !(HIS_SCOPES as readonly string[]).includes(scope));
if (!values.name || unknown.length > 0) {
  process.stderr.write(
    `${unknown.length > 0 ? `unknown scopes: ${unknown.join(', ')}\n` : ''}${USAGE}\n`,
  );
  process.exit(2);
}
// A random id, not the time: two clients made in the same instant must not collide.
const clientId = values.id ?? `his-${randomBytes(6).toString('hex')}`;

const config = loadConfig(process.env);
const connection = openDatabase(config);
try {
  await migrateDatabase(connection);
  const client = await createHisClient(connection, {
    clientId,
    name: values.name,
    scopes: scopes as HisScope[],
  });
  process.stdout.write(
    `client_id:     ${client.clientId}\nclient_secret: ${client.secret}\n` +
      'The secret is not stored and cannot be shown again; keep it in the HIS configuration.\n',
  );
} finally {
  await connection.close();
}
