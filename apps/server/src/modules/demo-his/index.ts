import type { FastifyInstance } from 'fastify';
import { demoHisRoutes } from './routes.ts';

/**
 * The demo hospital's own HIS, living in this server in demo mode: it feeds the hospital
 * through the HIS API (`feedDemoHis`) and receives our webhooks at /demo-his/webhooks,
 * answering a patient added in the app with their card and reports through the same API,
 * and billing each visit its doctors saw (`billDemoVisits`), so the API is exercised for
 * real every time the demo runs.
 */
export async function demoHisModule(app: FastifyInstance): Promise<void> {
  if (!app.config.demo) return;
  await app.register(demoHisRoutes);
}

export { feedDemoHis, type FeedSummary } from './feeder.ts';
export { billDemoVisits } from './visit-bills.ts';
export type { DemoVisit } from './data/outpatient-bills.ts';
export { markDemoHisFed } from './feed-state.ts';
export { demoHisCredentials } from './his-session.ts';
export { listReceivedEvents } from './repository.ts';
export { DEMO_HIS_STATUS_PATH } from './routes.ts';
export { httpTransport, inProcessTransport, type HisTransport } from './transport.ts';
export { SeededRandom } from './data/random.ts';
