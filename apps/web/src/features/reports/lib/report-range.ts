import dayjs from 'dayjs';

export const REPORT_RANGES = ['month', 'quarter', 'halfYear', 'year', 'all'] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];

const MONTHS: Record<Exclude<ReportRange, 'all'>, number> = {
  month: 1,
  quarter: 3,
  halfYear: 6,
  year: 12,
};

/** The first day (yyyy-mm-dd) a range covers, counted back from today; undefined for all. */
export function rangeStart(range: ReportRange, today: Date = new Date()): string | undefined {
  if (range === 'all') return undefined;
  return dayjs(today).subtract(MONTHS[range], 'month').format('YYYY-MM-DD');
}
