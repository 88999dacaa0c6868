import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { createDatabaseCounters } from './database-counters.ts';
import { createRedisCounters } from './redis-counters.ts';

/** How many tries of one kind a subject (a phone, an address, an account, a code) gets. */
export interface AttemptRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

/** Counts that run for a window, kept where every server instance sees the same number. */
export interface AttemptCounters {
  /** Adds one and returns the new count; a count past its window starts again at one. */
  add(key: string, windowSeconds: number): Promise<number>;
  /** Takes one back from a running count, never below zero and never reviving an expired one. */
  takeBack(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface AttemptLimiter {
  /**
   * Counts one attempt, then says whether it is within the limit. Called before a secret is
   * compared: the count and the check are one atomic step, so a burst of concurrent guesses,
   * on one instance or several, gets no more tries evaluated than the limit.
   */
  allow(rule: AttemptRule, subject: string): Promise<boolean>;
  /** After a right secret: the subject starts afresh. */
  clear(rule: AttemptRule, subject: string): Promise<void>;
  /**
   * After a right secret, for counts a success must not clear (an address many patients share):
   * only this attempt is no longer held against the subject.
   */
  takeBack(rule: AttemptRule, subject: string): Promise<void>;
  close(): Promise<void>;
}

export function attemptLimiter(counters: AttemptCounters): AttemptLimiter {
  const key = (rule: AttemptRule, subject: string) => `${rule.name}:${subject}`;
  return {
    allow: async (rule, subject) =>
      (await counters.add(key(rule, subject), rule.windowSeconds)) <= rule.limit,
    clear: (rule, subject) => counters.clear(key(rule, subject)),
    takeBack: (rule, subject) => counters.takeBack(key(rule, subject)),
    close: () => counters.close(),
  };
}

/** Redis when REDIS_URL is set; else the database, which every instance on it shares. */
export function createAttemptLimiter(
  config: { redisUrl: string | undefined },
  deps: { db: Database; clock: Clock },
): AttemptLimiter {
  return attemptLimiter(
    config.redisUrl
      ? createRedisCounters(config.redisUrl)
      : createDatabaseCounters(deps.db, deps.clock),
  );
}
