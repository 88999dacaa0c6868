import { describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import {
  bookingLanes,
  MOST_BOOKINGS_PER_STATEMENT,
  type HalfDay,
} from '../../../src/modules/appointments/booking-lanes.ts';

/**
 * A writer standing in for the booking's statement: it records each statement's bookings
 * and holds it until `release`, so a test decides what arrives while one runs. A booking
 * named `twice` fails any statement of several (as two bookings of one patient do) and
 * fails alone too. The half-day has `numbers` numbers: bookings past them get null.
 */
function heldWriter(numbers = Infinity) {
  const statements: string[][] = [];
  const held: (() => void)[] = [];
  let left = numbers;
  const write = async (_db: Database, halfDay: HalfDay, bookings: string[]) => {
    statements.push(bookings);
    await new Promise<void>((resolve) => held.push(resolve));
    if (bookings.includes('twice')) throw new Error('duplicate');
    return bookings.map((booking) => {
      if (left === 0) return null;
      left -= 1;
      return `${halfDay.scheduleId}:${booking}`;
    });
  };
  /** Lets every statement held so far finish, and waits until the lanes moved on. */
  const release = async () => {
    for (const resolve of held.splice(0)) resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { statements, write, release };
}

const db = {} as Database;
const laneOf = (halfDay: HalfDay) => `${halfDay.scheduleId}:${halfDay.feeFen}`;
const halfDay = { scheduleId: 7, feeFen: 5000 };

describe('booking lanes', () => {
  it('writes a booking that finds its lane free at once, and those arriving meanwhile together, in order', async () => {
    const writer = heldWriter();
    const book = bookingLanes(writer.write, laneOf);
    const first = book(db, halfDay, 'a');
    expect(writer.statements).toEqual([['a']]);
    const rest = ['b', 'c', 'd'].map((booking) => book(db, halfDay, booking));
    expect(writer.statements).toHaveLength(1);
    await writer.release();
    expect(writer.statements).toEqual([['a'], ['b', 'c', 'd']]);
    await writer.release();
    expect(await Promise.all([first, ...rest])).toEqual(['7:a', '7:b', '7:c', '7:d']);
  });

  it(`puts at most ${MOST_BOOKINGS_PER_STATEMENT} bookings in one statement`, async () => {
    const writer = heldWriter();
    const book = bookingLanes(writer.write, laneOf);
    const names = Array.from({ length: 121 }, (_, n) => `p${n}`);
    const outcomes = names.map((name) => book(db, halfDay, name));
    for (let round = 0; round < 4; round++) await writer.release();
    expect(writer.statements.map((statement) => statement.length)).toEqual([1, 50, 50, 20]);
    expect(writer.statements.flat()).toEqual(names);
    expect(await Promise.all(outcomes)).toEqual(names.map((name) => `7:${name}`));
  });

  it('writes a failed statement of several again one booking at a time, each with its own outcome', async () => {
    const writer = heldWriter();
    const book = bookingLanes(writer.write, laneOf);
    const first = book(db, halfDay, 'a');
    const rest = ['b', 'twice', 'c'].map((booking) => book(db, halfDay, booking));
    const settled = Promise.allSettled([first, ...rest]);
    for (let round = 0; round < 6; round++) await writer.release();
    expect(writer.statements).toEqual([['a'], ['b', 'twice', 'c'], ['b'], ['twice'], ['c']]);
    expect(await settled).toEqual([
      { status: 'fulfilled', value: '7:a' },
      { status: 'fulfilled', value: '7:b' },
      { status: 'rejected', reason: new Error('duplicate') },
      { status: 'fulfilled', value: '7:c' },
    ]);
    // The lane is free again: the next booking is written at once.
    const next = book(db, halfDay, 'd');
    expect(writer.statements.at(-1)).toEqual(['d']);
    await writer.release();
    expect(await next).toBe('7:d');
  });

  it('answers those waiting when a statement ran out of numbers without a statement of their own', async () => {
    const writer = heldWriter(3);
    const book = bookingLanes(writer.write, laneOf);
    const first = book(db, halfDay, 'a');
    const second = ['b', 'c', 'd'].map((booking) => book(db, halfDay, booking));
    await writer.release();
    // These arrive while the statement that runs out is running.
    const late = ['e', 'f'].map((booking) => book(db, halfDay, booking));
    await writer.release();
    expect(writer.statements).toEqual([['a'], ['b', 'c', 'd']]);
    expect(await Promise.all([first, ...second, ...late])).toEqual([
      '7:a',
      '7:b',
      '7:c',
      null,
      null,
      null,
    ]);
    // The lane is free again, and a later booking is written: a cancelled number may be back.
    const next = book(db, halfDay, 'g');
    expect(writer.statements.at(-1)).toEqual(['g']);
    await writer.release();
    expect(await next).toBeNull();
  });

  it('answers those left in a retried statement once one of them ran out', async () => {
    const writer = heldWriter(2);
    const book = bookingLanes(writer.write, laneOf);
    const first = book(db, halfDay, 'a');
    const rest = ['b', 'twice', 'c', 'd'].map((booking) => book(db, halfDay, booking));
    const settled = Promise.allSettled([first, ...rest]);
    for (let round = 0; round < 5; round++) await writer.release();
    // `twice` fails alone; `c` finds no number, so `d` is answered without a statement.
    expect(writer.statements).toEqual([['a'], ['b', 'twice', 'c', 'd'], ['b'], ['twice'], ['c']]);
    expect(
      (await settled).map((outcome) => outcome.status === 'fulfilled' && outcome.value),
    ).toEqual(['7:a', '7:b', false, null, null]);
  });

  it('keeps a lane per half-day, per fee and per database', async () => {
    const writer = heldWriter();
    const book = bookingLanes(writer.write, laneOf);
    const outcomes = [
      book(db, halfDay, 'a'),
      book(db, { scheduleId: 8, feeFen: 5000 }, 'b'),
      book(db, { scheduleId: 7, feeFen: 0 }, 'c'),
      book({} as Database, halfDay, 'd'),
    ];
    // None waits for another: four statements run at once.
    expect(writer.statements).toEqual([['a'], ['b'], ['c'], ['d']]);
    await writer.release();
    expect(await Promise.all(outcomes)).toEqual(['7:a', '8:b', '7:c', '7:d']);
  });
});
