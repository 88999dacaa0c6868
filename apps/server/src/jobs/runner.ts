import type { FastifyInstance } from 'fastify';

/**
 * A background task run every `everyMs` on each server instance. A job must be safe to run
 * on several instances at once (claim rows with FOR UPDATE SKIP LOCKED or a lease).
 */
export interface Job {
  name: string;
  everyMs: number;
  /** `now` is passed in so tests can run a job as if time had moved on. */
  run(app: FastifyInstance, now: Date): Promise<void>;
}

/** Runs each job on its own timer, never overlapping itself; returns a stop function. */
export function startJobs(app: FastifyInstance, jobs: readonly Job[]): () => Promise<void> {
  let stopped = false;
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  const schedule = (job: Job) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      const run = job
        .run(app, app.clock.now())
        .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'job failed'))
        .finally(() => {
          running.delete(run);
          schedule(job);
        });
      running.add(run);
    }, job.everyMs);
    timer.unref();
    timers.set(job.name, timer);
  };

  for (const job of jobs) schedule(job);
  return async () => {
    stopped = true;
    for (const timer of timers.values()) clearTimeout(timer);
    await Promise.all(running);
  };
}
