/** Clamps a value into [min, max]; either bound may be absent. */
export function clamp(value: number, min = -Infinity, max = Infinity): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * Number box input rule: non-numeric or empty input resets to the minimum (or 0 without one);
 * anything else is clamped to the bounds.
 */
export function normalizeNumberInput(input: string | number, min?: number, max?: number): number {
  const parsed = typeof input === 'number' ? input : input.trim() === '' ? NaN : Number(input);
  if (!Number.isFinite(parsed)) return min ?? 0;
  return clamp(parsed, min, max);
}

/** Progress is a percentage clamped to 0-100. */
export function clampPercent(value: number): number {
  return Number.isFinite(value) ? clamp(value, 0, 100) : 0;
}
