import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NumberBox } from './number-box.tsx';
import { Progress } from './progress.tsx';

function Harness({ initial, min, max }: { initial: number; min?: number; max?: number }) {
  const [value, setValue] = useState(initial);
  return <NumberBox label="数量" value={value} onChange={setValue} min={min} max={max} />;
}

const input = () => screen.getByLabelText<HTMLInputElement>('数量');
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('NumberBox', () => {
  it('steps by 1 and disables +/- at the bounds', () => {
    render(<Harness initial={2} min={1} max={3} />);
    fireEvent.click(button('+'));
    expect(input().value).toBe('3');
    expect(button('+').disabled).toBe(true);
    fireEvent.click(button('-'));
    fireEvent.click(button('-'));
    expect(input().value).toBe('1');
    expect(button('-').disabled).toBe(true);
  });

  it('resets non-numeric or empty input to the minimum', () => {
    render(<Harness initial={5} min={2} max={9} />);
    fireEvent.change(input(), { target: { value: 'abc' } });
    fireEvent.blur(input());
    expect(input().value).toBe('2');
    fireEvent.change(input(), { target: { value: '' } });
    fireEvent.blur(input());
    expect(input().value).toBe('2');
  });

  it('resets to 0 without a minimum and clamps typed values', () => {
    render(<Harness initial={5} max={9} />);
    fireEvent.change(input(), { target: { value: 'x' } });
    fireEvent.blur(input());
    expect(input().value).toBe('0');
    fireEvent.change(input(), { target: { value: '42' } });
    fireEvent.blur(input());
    expect(input().value).toBe('9');
  });
});

describe('Progress', () => {
  it('clamps its value to 0-100', () => {
    render(<Progress label="进度" percent={130} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('clamps negatives to 0', () => {
    render(<Progress label="进度" percent={-4} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
  });
});
