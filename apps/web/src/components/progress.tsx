import { ProgressBar } from 'antd-mobile';
import { clampPercent } from '../lib/number.ts';

interface ProgressProps {
  percent: number;
  label: string;
}

/** A progress bar whose value is clamped to 0-100. */
export function Progress({ percent, label }: ProgressProps) {
  const value = clampPercent(percent);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <ProgressBar percent={value} text={`${Math.round(value)}%`} />
    </div>
  );
}
