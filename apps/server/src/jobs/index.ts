import type { FastifyInstance } from 'fastify';
import { appointmentExpiry, demoVisits } from './appointment-expiry.ts';
import { attemptCounterSweep } from './attempt-counter-sweep.ts';
import { depositExpiry } from './deposit-expiry.ts';
import { hisRetention } from './his-retention.ts';
import { natExpiry } from './nat-expiry.ts';
import { admissionDepositExpiry } from './admission-deposit-expiry.ts';
import { notifyResender } from './notify-resender.ts';
import { outpatientExpiry } from './outpatient-expiry.ts';
import { startJobs, type Job } from './runner.ts';
import { sideEffectWorker } from './side-effects.ts';
import { webhookDelivery } from './webhook-delivery.ts';

export type { Job } from './runner.ts';

/** Every background job; a module's job is listed here once. */
export const jobs: Job[] = [
  notifyResender,
  sideEffectWorker,
  appointmentExpiry,
  natExpiry,
  admissionDepositExpiry,
  depositExpiry,
  outpatientExpiry,
  demoVisits,
  attemptCounterSweep,
  webhookDelivery,
  hisRetention,
];

/** Starts the jobs when the server is ready (JOBS on) and waits for them on close. */
export function jobsModule(app: FastifyInstance): Promise<void> {
  if (!app.config.jobs) return Promise.resolve();
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', (done) => {
    stop = startJobs(app, jobs);
    done();
  });
  app.addHook('preClose', async () => {
    await stop?.();
  });
  return Promise.resolve();
}
