import type { ResultFlag, ResultPoint, TestResultItem } from '@hospital/contract';

/** How a reference reads on a report: 3.5-5.3, <5.2, >1.0, or the text (阴性). */
export function formatReference(reference: TestResultItem['reference']): string {
  if (reference.text) return reference.text;
  const { low, high } = reference;
  if (low !== null && high !== null) return `${low}-${high}`;
  if (high !== null) return `<${high}`;
  if (low !== null) return `>${low}`;
  return '';
}

export const FLAG_ARROW: Record<ResultFlag, string> = { H: '↑', L: '↓', N: '' };

export interface ChartPoint {
  date: string;
  value: number;
}

/** Earlier results and this one, oldest first; only numeric values can be drawn. */
export function trendPoints(history: ResultPoint[], current: ResultPoint): ChartPoint[] {
  return [...history, current]
    .filter((point) => point.value.trim() !== '')
    .map((point) => ({ date: point.date, value: Number(point.value) }))
    .filter((point) => Number.isFinite(point.value));
}
