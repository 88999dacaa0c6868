import { RedFlagHitSchema, type RedFlagHit } from '@hospital/contract';
import type { NavigateFunction } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/**
 * The rule that sent the patient here travels in the history entry, not the address: a
 * shared or crafted link cannot put words of its own on the emergency page, and a reload
 * or the way back still shows them.
 */
interface DiversionState {
  redFlag: RedFlagHit;
}

/**
 * Sends the patient to the diversion page, from guidance or pre-diagnosis, in place of the
 * page that found the red flag: going back must not land on a result that says to book.
 */
export function divertTo(navigate: NavigateFunction, redFlag: RedFlagHit | null): void {
  void navigate(paths.preDiagnosisBlack, {
    replace: true,
    state: redFlag ? ({ redFlag } satisfies DiversionState) : null,
  });
}

/** The rule a history entry carries, when it carries a well-formed one. */
export function redFlagOf(state: unknown): RedFlagHit | null {
  const parsed = RedFlagHitSchema.safeParse((state as Partial<DiversionState> | null)?.redFlag);
  return parsed.success ? parsed.data : null;
}
