import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKDROP_REMOVAL_DELAY_MS } from '../lib/constants.ts';
import { Sheet } from './sheet.tsx';

const backdrop = () => screen.queryByTestId('backdrop');
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
});

describe('Sheet', () => {
  it('keeps its backdrop for 350 ms after closing, then removes it', () => {
    const view = render(
      <Sheet open onClose={vi.fn()}>
        <p>choose a part</p>
      </Sheet>,
    );
    expect(backdrop()).toBeTruthy();

    view.rerender(
      <Sheet open={false} onClose={vi.fn()}>
        <p>choose a part</p>
      </Sheet>,
    );
    expect(backdrop()).toBeTruthy();
    wait(BACKDROP_REMOVAL_DELAY_MS - 1);
    expect(backdrop()).toBeTruthy();
    wait(1);
    expect(backdrop()).toBeNull();
  });

  it('keeps the backdrop when it opens again within the 350 ms', () => {
    const view = render(<Sheet open={false} onClose={vi.fn()} children={null} />);
    expect(backdrop()).toBeNull();
    view.rerender(<Sheet open onClose={vi.fn()} children={null} />);
    view.rerender(<Sheet open={false} onClose={vi.fn()} children={null} />);
    wait(BACKDROP_REMOVAL_DELAY_MS - 100);
    view.rerender(<Sheet open onClose={vi.fn()} children={null} />);
    wait(BACKDROP_REMOVAL_DELAY_MS);
    expect(backdrop()).toBeTruthy();
  });

  it('takes its backdrop away at once when it leaves the page', () => {
    const view = render(<Sheet open onClose={vi.fn()} children={null} />);
    view.unmount();
    expect(backdrop()).toBeNull();
  });

  it('closes when the patient taps the backdrop', () => {
    const close = vi.fn();
    render(<Sheet open onClose={close} children={null} />);
    fireEvent.click(backdrop()!);
    expect(close).toHaveBeenCalledTimes(1);
  });
});
