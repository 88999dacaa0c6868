import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startJobs, type Job } from '../../src/jobs/runner.ts';

const app = { log: { error: vi.fn() } } as unknown as FastifyInstance;

afterEach(() => {
  vi.useRealTimers();
});

describe('startJobs', () => {
  it('runs each job every interval, keeps going after a failure and stops when asked', async () => {
    vi.useFakeTimers();
    const runs: string[] = [];
    const job: Job = {
      name: 'tick',
      everyMs: 1000,
      run: () => {
        runs.push('tick');
        return runs.length === 1 ? Promise.reject(new Error('first run fails')) : Promise.resolve();
      },
    };
    const stop = startJobs(app, [job]);
    await vi.advanceTimersByTimeAsync(3500);
    expect(runs).toHaveLength(3);
    expect(app.log.error).toHaveBeenCalledTimes(1);
    await stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toHaveLength(3);
  });
});
