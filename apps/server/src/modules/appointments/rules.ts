import type { Period } from '@hospital/contract';
import { periodStart } from '../schedules/index.ts';

/** Cancelling (with a full refund) is allowed until this long before the clinic opens. */
export const cancelDeadline = (date: string, period: Period, cutoffHours: number): Date =>
  new Date(periodStart(date, period).getTime() - cutoffHours * 3600_000);

/** Unique per appointment, readable on the certificate: GH + hospital date + 10 digits. */
export function newOrderNum(now: Date, random: () => number = Math.random): string {
  const stamp = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  const digits = Array.from({ length: 10 }, () => Math.floor(random() * 10)).join('');
  return `GH${stamp}${digits}`;
}
