import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { clockStartingAt, systemClock } from './clock.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { feedDemoHospital, seedDemo } from './db/seed/index.ts';
import { httpTransport } from './modules/demo-his/index.ts';
import { ensureDemoStaff } from './modules/staff/index.ts';

const config = loadConfig(process.env);
const clock = config.clockStart ? clockStartingAt(config.clockStart) : systemClock;
const connection = openDatabase(config);
await migrateDatabase(connection);
if (config.demo) {
  await seedDemo(connection.db, {
    hospitalName: config.hospitalName,
    now: clock.now(),
    registrationWindow: config.demoRegistrationWindow,
  });
}
if (config.demo) await ensureDemoStaff({ db: connection.db, clock, config });

let app: FastifyInstance;
try {
  app = await buildApp({ config, db: connection.db, clock });
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  await connection.close();
  throw error;
}
// The demo HIS calls the HIS API over the network like a hospital's system, so it can
// only start once we listen; it runs on every start, a replay changing nothing.
if (config.demo) {
  feedDemoHospital(app, httpTransport(app.listeningOrigin), { today: clock.now() }).catch(
    (error: unknown) => app.log.error({ err: error }, 'demo HIS: the feed stopped'),
  );
}

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    await connection.close();
  } finally {
    process.exit(0);
  }
}
process.once('SIGTERM', (signal) => void shutdown(signal));
process.once('SIGINT', (signal) => void shutdown(signal));
