/**
 * The one place the server reads the time. Every rule that depends on the time (booking
 * window, cut-offs, expiry, job periods) takes `clock.now()`, so tests and benches can set
 * the hour instead of depending on when they happen to run.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that reads `start` now and runs on at the real pace (a server started at a set hour). */
export function clockStartingAt(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}

/** A clock that stands still until a test moves it. */
export interface ManualClock extends Clock {
  set(at: Date | string): void;
  advance(milliseconds: number): void;
}

export function manualClock(start: Date | string): ManualClock {
  let current = new Date(start);
  if (Number.isNaN(current.getTime())) throw new RangeError(`not a time: ${String(start)}`);
  return {
    now: () => new Date(current),
    set(at) {
      current = new Date(at);
    },
    advance(milliseconds) {
      current = new Date(current.getTime() + milliseconds);
    },
  };
}
