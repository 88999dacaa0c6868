import type { Period } from '@hospital/contract';
import type { Database } from '../../db/client.ts';
import { periodStart } from '../schedules/index.ts';
import { queuedNumbers } from './repository.ts';

/** How long a doctor spends with one patient, for the simulated caller and the wait estimate. */
export const CONSULT_MINUTES = 6;

export interface HalfDay {
  scheduleId: number;
  date: string;
  period: Period;
}

export interface QueueState {
  /** The number on the clinic's screen; 0 before the first call. */
  calling: number;
  /** Numbers of patients who paid (or were seen), in order. */
  sequences: number[];
}

/**
 * With a hospital system behind us, the caller is the last number marked visited. In demo
 * mode there is none, so the caller walks through the paid numbers one consultation at a
 * time from the clinic's opening.
 */
function callingNumber(
  halfDay: HalfDay,
  sequences: number[],
  visited: number,
  demo: boolean,
  now: Date,
) {
  if (!demo) return visited;
  const elapsed = now.getTime() - periodStart(halfDay.date, halfDay.period).getTime();
  if (elapsed < 0 || sequences.length === 0) return 0;
  const called = Math.min(Math.floor(elapsed / (CONSULT_MINUTES * 60_000)) + 1, sequences.length);
  return sequences[called - 1] ?? 0;
}

export async function queueStates(
  db: Database,
  halfDays: HalfDay[],
  demo: boolean,
  now: Date,
): Promise<Map<number, QueueState>> {
  if (halfDays.length === 0) return new Map();
  const rows = await queuedNumbers(
    db,
    halfDays.map((halfDay) => halfDay.scheduleId),
  );
  const states = new Map<number, QueueState>();
  for (const halfDay of halfDays) {
    const mine = rows.filter((row) => row.scheduleId === halfDay.scheduleId);
    const sequences = mine.map((row) => row.sequence);
    const visited = Math.max(
      0,
      ...mine.filter((row) => row.status === 'visited').map((row) => row.sequence),
    );
    states.set(halfDay.scheduleId, {
      calling: callingNumber(halfDay, sequences, visited, demo, now),
      sequences,
    });
  }
  return states;
}

/** Patients still to be called before `sequence`. */
export const aheadOf = (state: QueueState, sequence: number): number =>
  state.sequences.filter((number) => number > state.calling && number < sequence).length;

/** Patients still to be called. */
export const waitingIn = (state: QueueState): number =>
  state.sequences.filter((number) => number > state.calling).length;
