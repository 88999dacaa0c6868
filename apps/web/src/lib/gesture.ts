import { SWIPE_MAX_MS, SWIPE_MIN_PX, TAP_MAX_MS, TAP_MAX_PX } from './constants.ts';

export type SwipeDirection = 'left' | 'right';

export type Gesture =
  { kind: 'tap' } | { kind: 'swipe'; direction: SwipeDirection } | { kind: 'none' };

/** One finger's stroke: how far it moved from where it touched down, and in how long. */
export interface Stroke {
  dx: number;
  dy: number;
  ms: number;
}

/**
 * Spec section 9: "Tap max 250 ms / 5 px; swipe max 300 ms / 18 px". Read as the Vant-style H5
 * touch handling it comes from reads it: a tap may wander at most 5 px on either axis, while a
 * swipe's 18 px is the least it must travel (a swipe capped at 18 px would be a twitch, and
 * every stroke between 5 and 18 px would be neither). Both are bounded in time, so a slow drag
 * is no swipe. A swipe must go more sideways than up or down: a quick vertical flick is the
 * patient scrolling, and stays that.
 */
export function classifyGesture({ dx, dy, ms }: Stroke): Gesture {
  const across = Math.abs(dx);
  const along = Math.abs(dy);
  if (ms <= TAP_MAX_MS && across <= TAP_MAX_PX && along <= TAP_MAX_PX) return { kind: 'tap' };
  if (ms <= SWIPE_MAX_MS && across >= SWIPE_MIN_PX && across > along) {
    return { kind: 'swipe', direction: dx < 0 ? 'left' : 'right' };
  }
  return { kind: 'none' };
}

/**
 * How far from the screen's left edge a stroke may start and still mean "back": about the
 * width iOS gives its own edge swipe. Strokes starting there never switch tabs, on any host.
 */
export const BACK_EDGE_PX = 24;

export const startsAtBackEdge = (startX: number): boolean => startX <= BACK_EDGE_PX;
