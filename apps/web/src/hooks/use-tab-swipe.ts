import { startsAtBackEdge } from '../lib/gesture.ts';
import { useSwipe } from './use-swipe.ts';

/**
 * Touch handlers for a tab bar's content: a swipe to the left shows the next tab, to the right
 * the previous one, as the content would slide; the first and last tabs stay put rather than
 * wrap. Strokes from the left edge are left to going back.
 */
export function useTabSwipe<Key extends string>(
  keys: readonly Key[],
  activeKey: Key,
  onChange: (key: Key) => void,
) {
  return useSwipe((direction, startX) => {
    if (startsAtBackEdge(startX)) return;
    const next = keys[keys.indexOf(activeKey) + (direction === 'left' ? 1 : -1)];
    if (next !== undefined) onChange(next);
  });
}
