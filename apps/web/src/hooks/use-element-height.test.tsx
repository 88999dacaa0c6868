import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useElementHeight } from './use-element-height.ts';

let height = 0;
let resized: (() => void) | undefined;
const disconnect = vi.fn();

class FakeResizeObserver {
  constructor(callback: () => void) {
    resized = callback;
  }
  observe() {}
  disconnect = disconnect;
}

function Bar() {
  const [ref, measured] = useElementHeight<HTMLDivElement>();
  return <div ref={ref}>{measured === undefined ? 'unmeasured' : `${measured}px`}</div>;
}

describe('useElementHeight', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('measures the element when it mounts and again each time it resizes', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => height);
    height = 49;
    const { unmount } = render(<Bar />);
    expect(screen.getByText('49px').textContent).toBe('49px');

    height = 98;
    act(() => resized?.());
    expect(screen.getByText('98px').textContent).toBe('98px');

    unmount();
    expect(disconnect).toHaveBeenCalled();
  });

  it('measures once where the WebView has no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => 60);
    render(<Bar />);
    expect(screen.getByText('60px').textContent).toBe('60px');
  });
});
