import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CapsuleChoice } from './capsule-choice.tsx';

const PERIODS = [
  { value: 'month', label: '近1个月' },
  { value: 'year', label: '近1年' },
  { value: 'all', label: '全部' },
] as const;

function PeriodChoice() {
  const [period, setPeriod] = useState<(typeof PERIODS)[number]['value']>('month');
  return <CapsuleChoice label="报告时间" options={PERIODS} value={period} onChange={setPeriod} />;
}

describe('CapsuleChoice', () => {
  it('is a named group of radios with the current choice checked', () => {
    render(<PeriodChoice />);
    const group = screen.getByRole('radiogroup', { name: '报告时间' });
    expect(group).toBeTruthy();
    expect(screen.getByRole('radio', { name: '近1个月', checked: true })).toBeTruthy();
  });

  it('is changed with a tap on a capsule', async () => {
    const user = userEvent.setup();
    render(<PeriodChoice />);
    await user.click(screen.getByText('全部'));
    expect(screen.getByRole('radio', { name: '全部', checked: true })).toBeTruthy();
  });
});
