import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../i18n/index.ts';
import { NumberBox } from './number-box.tsx';

interface HarnessProps {
  initial: number;
  min?: number;
  max?: number;
  step?: number;
}

function Harness({ initial, ...bounds }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return <NumberBox label="数量" value={value} onChange={setValue} {...bounds} />;
}

const field = () => screen.getByRole<HTMLInputElement>('spinbutton', { name: '数量' });
const minus = () => screen.getByRole<HTMLButtonElement>('button', { name: '减少数量' });
const plus = () => screen.getByRole<HTMLButtonElement>('button', { name: '增加数量' });
const type = (text: string) => {
  fireEvent.input(field(), { target: { value: text } });
  fireEvent.blur(field());
};

describe('NumberBox', () => {
  it('is a spinbutton that states its bounds and value', () => {
    render(<Harness initial={4} min={1} max={9} />);
    expect(field().getAttribute('aria-valuemin')).toBe('1');
    expect(field().getAttribute('aria-valuemax')).toBe('9');
    expect(field().getAttribute('aria-valuenow')).toBe('4');
    fireEvent.click(plus());
    expect(field().getAttribute('aria-valuenow')).toBe('5');
  });

  it('steps by 1 unless told otherwise', () => {
    render(<Harness initial={2} />);
    fireEvent.click(plus());
    expect(field().value).toBe('3');
    fireEvent.click(minus());
    fireEvent.click(minus());
    expect(field().value).toBe('1');
  });

  it('steps by the step given, without binary fractions showing', () => {
    render(<Harness initial={0.1} step={0.2} />);
    fireEvent.click(plus());
    expect(field().value).toBe('0.3');
  });

  it('disables - at the minimum and + at the maximum, and enables them again off the bounds', () => {
    render(<Harness initial={2} min={1} max={3} />);
    expect(minus().disabled).toBe(false);
    expect(plus().disabled).toBe(false);
    fireEvent.click(plus());
    expect(field().value).toBe('3');
    expect(plus().disabled).toBe(true);
    fireEvent.click(minus());
    fireEvent.click(minus());
    expect(field().value).toBe('1');
    expect(minus().disabled).toBe(true);
    expect(plus().disabled).toBe(false);
  });

  it('resets non-numeric or empty input to the minimum', () => {
    render(<Harness initial={5} min={2} max={9} />);
    type('abc');
    expect(field().value).toBe('2');
    type('7');
    type('');
    expect(field().value).toBe('2');
    type('0x8');
    expect(field().value).toBe('2');
  });

  it('resets to 0 without a minimum', () => {
    render(<Harness initial={5} max={9} />);
    type('x');
    expect(field().value).toBe('0');
  });

  it('clamps typed values to the bounds', () => {
    render(<Harness initial={5} min={2} max={9} />);
    type('42');
    expect(field().value).toBe('9');
    type('-3');
    expect(field().value).toBe('2');
    type(' 6.5 ');
    expect(field().value).toBe('6.5');
  });

  it('keeps a half-typed value until Enter, and steps with the arrow keys within the bounds', () => {
    render(<Harness initial={5} min={1} max={8} />);
    fireEvent.input(field(), { target: { value: '7' } });
    expect(field().getAttribute('aria-valuenow')).toBe('5');
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(field().getAttribute('aria-valuenow')).toBe('7');
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    expect(field().value).toBe('8');
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(field().value).toBe('7');
  });
});
