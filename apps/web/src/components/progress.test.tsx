import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Progress } from './progress.tsx';

const valueOf = () =>
  screen.getByRole('progressbar', { name: '出院进度' }).getAttribute('aria-valuenow');

describe('Progress', () => {
  it('is a named progressbar from 0 to 100 showing its value', () => {
    render(<Progress label="出院进度" percent={42} />);
    const bar = screen.getByRole('progressbar', { name: '出院进度' });
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(valueOf()).toBe('42');
    expect(bar.textContent).toBe('42%');
  });

  it('clamps values over 100 to 100', () => {
    render(<Progress label="出院进度" percent={130} />);
    expect(valueOf()).toBe('100');
    expect(screen.getByText('100%')).toBeTruthy();
  });

  it('clamps negatives, and a value that is no number, to 0', () => {
    render(<Progress label="出院进度" percent={-4} />);
    expect(valueOf()).toBe('0');
    render(<Progress label="出院进度" percent={Number.NaN} />);
    expect(
      screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow')),
    ).toEqual(['0', '0']);
  });
});
