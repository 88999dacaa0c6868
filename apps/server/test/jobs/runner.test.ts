import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../src/clock.ts';
import { startJobs, type Job } from '../../src/jobs/runner.ts';
import { TEST_NOW } from '../helpers/test-clock.ts';

const clock = manualClock(TEST_NOW);
const app = { log: { error: vi.fn() }, clock } as unknown as FastifyInstance;

afterEach(() => {
  vi.useRealTimers();
});

describe('startJobs', () => {
  it('runs each job every interval at the app clock, keeps going after a failure and stops when asked', async () => {
    vi.useFakeTimers();
    const runs: Date[] = [];
    const job: Job = {
      name: 'tick',
      everyMs: 1000,
      run: (_app, now) => {
        runs.push(now);
        clock.advance(60_000);
        return runs.length === 1 ? Promise.reject(new Error('first run fails')) : Promise.resolve();
      },
    };
    const stop = startJobs(app, [job]);
    await vi.advanceTimersByTimeAsync(3500);
    expect(runs.map((now) => now.getTime() - TEST_NOW.getTime())).toEqual([0, 60_000, 120_000]);
    expect(app.log.error).toHaveBeenCalledTimes(1);
    await stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toHaveLength(3);
  });
});
