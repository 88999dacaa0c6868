import type { Database } from '../../db/client.ts';
import { oncePer } from '../../once-per.ts';
import { insertBookings, readForBookings } from './booking-repository.ts';

/** The most bookings one statement takes: its JSON stays small and its lock short. */
export const MOST_BOOKINGS_PER_STATEMENT = 50;

/** The half-day a lane books, at the fee its bookings were priced at. */
export interface HalfDay {
  scheduleId: number;
  feeFen: number;
}

/**
 * Runs the bookings of one lane in one statement: each one's outcome, in their order, null
 * for a booking the half-day had no number left for.
 */
type Write<Lane, Booking, Outcome> = (
  db: Database,
  lane: Lane,
  bookings: Booking[],
) => Promise<(Outcome | null)[]>;

interface Waiting<Booking, Outcome> {
  booking: Booking;
  resolve: (outcome: Outcome | null) => void;
  reject: (error: unknown) => void;
}

/**
 * Lanes of bookings, one per `laneOf` key (a half-day) and database: a booking that finds
 * its lane free is run at once; those that arrive while a statement runs wait for it and go
 * together, up to `MOST_BOOKINGS_PER_STATEMENT` in one statement. A rush on one half-day
 * then takes its row lock, writes and commits once for many patients instead of once each,
 * one after another. A statement of several that fails (two bookings of one patient, any
 * error) is run again one booking at a time, in the order they came, so each gets its own
 * outcome, as if it had been alone. A statement that leaves a booking without a number ends
 * the lane: those waiting for it were already there when the half-day ran out, so they
 * find it full without a statement of their own.
 */
export function bookingLanes<Lane, Booking, Outcome>(
  write: Write<Lane, Booking, Outcome>,
  laneOf: (lane: Lane) => string,
) {
  const lanesOf = oncePer((_db: Database) => new Map<string, Waiting<Booking, Outcome>[]>());

  /** Writes `batch`; true when the half-day had no number left for one of them. */
  async function writeTogether(
    db: Database,
    lane: Lane,
    batch: Waiting<Booking, Outcome>[],
  ): Promise<boolean> {
    try {
      const outcomes = await write(
        db,
        lane,
        batch.map((waiting) => waiting.booking),
      );
      batch.forEach((waiting, n) => waiting.resolve(outcomes[n]!));
      return outcomes.includes(null);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return false;
      }
      let ranOut = false;
      for (const waiting of batch) {
        if (ranOut) waiting.resolve(null);
        else ranOut = await writeTogether(db, lane, [waiting]);
      }
      return ranOut;
    }
  }

  /** Writes `first`, then whoever waited meanwhile, until the lane is empty. */
  async function drive(db: Database, lane: Lane, key: string, first: Waiting<Booking, Outcome>) {
    const lanes = lanesOf(db);
    let next = [first];
    while (next.length > 0) {
      if (await writeTogether(db, lane, next)) {
        for (const waiting of lanes.get(key)!) waiting.resolve(null);
        break;
      }
      next = lanes.get(key)!.splice(0, MOST_BOOKINGS_PER_STATEMENT);
    }
    lanes.delete(key);
  }

  return (db: Database, lane: Lane, booking: Booking): Promise<Outcome | null> =>
    new Promise((resolve, reject) => {
      const lanes = lanesOf(db);
      const key = laneOf(lane);
      const waiting = lanes.get(key);
      if (waiting) waiting.push({ booking, resolve, reject });
      else {
        lanes.set(key, []);
        void drive(db, lane, key, { booking, resolve, reject });
      }
    });
}

/**
 * Books on the half-day's lane of this server (`bookingLanes`); the numbers go in the
 * order the bookings came, and those past the last number left find the half-day full.
 * Resolves the record, or null when no number was left.
 */
export const bookInLane = bookingLanes(
  insertBookings,
  (halfDay: HalfDay) => `${halfDay.scheduleId}:${halfDay.feeFen}`,
);

/**
 * A booking's read (`readForBookings`) on its half-day's lane of reads: a rush's reads go
 * many to a statement, as their writes do.
 */
export const readInLane = bookingLanes(readForBookings, (scheduleId: number) => String(scheduleId));
