import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKDROP_REMOVAL_DELAY_MS } from '../lib/constants.ts';

let answer: (confirmed: boolean) => void = () => undefined;
const confirm = vi.fn(
  () =>
    new Promise<boolean>((resolve) => {
      answer = resolve;
    }),
);
vi.mock('antd-mobile', () => ({ Dialog: { confirm, alert: vi.fn() } }));

const { confirmDialog } = await import('./dialog.ts');
const backdrop = () => document.querySelector('[data-testid="backdrop"]');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('confirmDialog', () => {
  it('shows the shared backdrop while asking and removes it 350 ms after the answer', async () => {
    const asked = confirmDialog({ content: 'delete?' });
    expect(backdrop()).toBeTruthy();
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ content: 'delete?' }));

    answer(true);
    await expect(asked).resolves.toBe(true);
    await vi.advanceTimersByTimeAsync(BACKDROP_REMOVAL_DELAY_MS - 1);
    expect(backdrop()).toBeTruthy();
    await vi.advanceTimersByTimeAsync(1);
    expect(backdrop()).toBeNull();
  });
});
