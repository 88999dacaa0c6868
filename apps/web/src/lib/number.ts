/** Clamps a value into [min, max]; either bound may be absent. */
export function clamp(value: number, min = -Infinity, max = Infinity): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * Plain decimals only: `Number()` would also take "0x10", "1e3" or "Infinity", which a patient
 * typing an amount never means.
 */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * Number box input rule: non-numeric or empty input resets to the minimum (or 0 without one);
 * anything else is clamped to the bounds.
 */
export function normalizeNumberInput(input: string | number, min?: number, max?: number): number {
  const parsed =
    typeof input === 'number' ? input : DECIMAL.test(input.trim()) ? Number(input) : NaN;
  if (!Number.isFinite(parsed)) return min ?? 0;
  return clamp(parsed, min, max);
}

const decimalPlaces = (value: number): number => (String(value).split('.')[1] ?? '').length;

/** `value + step` without binary fractions showing through: 0.1 + 0.2 is 0.3, not 0.30000000000000004. */
export function addStep(value: number, step: number): number {
  return Number((value + step).toFixed(Math.max(decimalPlaces(value), decimalPlaces(step))));
}

/** Progress is a percentage clamped to 0-100. */
export function clampPercent(value: number): number {
  return Number.isFinite(value) ? clamp(value, 0, 100) : 0;
}
