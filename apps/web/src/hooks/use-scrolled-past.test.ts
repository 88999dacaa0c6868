import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_DEBOUNCE_MS, TRANSPARENT_BAR_OFFSET } from '../lib/constants.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

let scrollY = 0;
let reads = 0;

function pass(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function scrollTo(y: number) {
  scrollY = y;
  act(() => void window.dispatchEvent(new Event('scroll')));
}

describe('useScrolledPast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    scrollY = 0;
    reads = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => {
      reads += 1;
      return scrollY;
    });
  });
  afterEach(() => vi.useRealTimers());

  it('is not past at 149 px and is past from 150 px', () => {
    const { result } = renderHook(() => useScrolledPast(TRANSPARENT_BAR_OFFSET));
    expect(result.current).toBe(false);
    pass(SCROLL_DEBOUNCE_MS);
    scrollTo(149);
    expect(result.current).toBe(false);
    pass(SCROLL_DEBOUNCE_MS);
    scrollTo(150);
    expect(result.current).toBe(true);
    pass(SCROLL_DEBOUNCE_MS);
    scrollTo(400);
    expect(result.current).toBe(true);
  });

  it('measures the page at most once every 16 ms however often it scrolls', () => {
    renderHook(() => useScrolledPast(TRANSPARENT_BAR_OFFSET));
    pass(SCROLL_DEBOUNCE_MS);
    reads = 0;
    for (let y = 1; y <= 15; y += 1) {
      scrollTo(y * 10);
      pass(1);
    }
    // 15 scrolls over 15 ms: the first one measured, the rest wait for the pause's end.
    expect(reads).toBe(1);
    pass(SCROLL_DEBOUNCE_MS);
    expect(reads).toBe(2);
  });

  it('counts the last scroll of a burst once the pause ends', () => {
    const { result } = renderHook(() => useScrolledPast(TRANSPARENT_BAR_OFFSET));
    pass(SCROLL_DEBOUNCE_MS);
    scrollTo(10);
    scrollTo(120);
    scrollTo(300);
    expect(result.current).toBe(false);
    pass(SCROLL_DEBOUNCE_MS - 1);
    expect(result.current).toBe(false);
    pass(1);
    expect(result.current).toBe(true);
  });

  it('stops listening once unmounted', () => {
    const { unmount } = renderHook(() => useScrolledPast(TRANSPARENT_BAR_OFFSET));
    pass(SCROLL_DEBOUNCE_MS);
    unmount();
    reads = 0;
    scrollTo(300);
    pass(SCROLL_DEBOUNCE_MS);
    expect(reads).toBe(0);
  });
});
