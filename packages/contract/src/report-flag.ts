import { z } from 'zod';

/** H above the reference, L below it, N within it (or when the value cannot be judged). */
export const ResultFlagSchema = z.enum(['H', 'L', 'N']);
export type ResultFlag = z.infer<typeof ResultFlagSchema>;

export const ReferenceRangeSchema = z.object({
  low: z.number().nullable(),
  high: z.number().nullable(),
  /** A qualitative reference such as 阴性; null for numeric ranges. */
  text: z.string().nullable(),
});
export type ReferenceRange = z.infer<typeof ReferenceRangeSchema>;

/** Laboratories write values beyond their measuring range as "<0.10" or ">1000". */
const NUMERIC_VALUE = /^[<>≤≥]?\s*([+-]?(?:\d+(?:\.\d*)?|\.\d+))$/;

const normalise = (text: string) => text.trim().replace(/\s+/g, '').toLowerCase();

/**
 * Flags one result against its reference, the same way on the server and on the phone.
 * Bounds are inclusive: a value equal to the upper limit is normal. A qualitative result
 * that differs from its reference text (阳性 where 阴性 is expected) is flagged H, as
 * laboratory systems mark a positive finding with an up arrow.
 */
export function flagResult(value: string, reference: ReferenceRange): ResultFlag {
  const { low, high, text } = reference;
  if (low === null && high === null) {
    if (text === null || normalise(text) === '') return 'N';
    return normalise(value) === normalise(text) ? 'N' : 'H';
  }
  const match = NUMERIC_VALUE.exec(value.trim());
  if (!match?.[1]) return 'N';
  const number = Number(match[1]);
  if (high !== null && number > high) return 'H';
  if (low !== null && number < low) return 'L';
  return 'N';
}
