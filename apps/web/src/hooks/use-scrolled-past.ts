import { useEffect, useState } from 'react';
import { SCROLL_DEBOUNCE_MS } from '../lib/constants.ts';

/**
 * Whether the page is scrolled `offset` px or more. Scrolling fires on every frame, so the page
 * is measured at most once each SCROLL_DEBOUNCE_MS (spec section 9): the first scroll at once,
 * and the last one of a burst when its pause ends, so the answer always matches where it stopped.
 */
export function useScrolledPast(offset: number): boolean {
  // Drawn on the server, the page is at its top.
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY >= offset);

  useEffect(() => {
    let pause: number | undefined;
    let missed = false;
    const measure = () => {
      setPast(window.scrollY >= offset);
      pause = window.setTimeout(() => {
        pause = undefined;
        if (missed) {
          missed = false;
          measure();
        }
      }, SCROLL_DEBOUNCE_MS);
    };
    const onScroll = () => {
      if (pause === undefined) measure();
      else missed = true;
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(pause);
    };
  }, [offset]);

  return past;
}
