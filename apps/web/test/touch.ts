import { createEvent, fireEvent } from '@testing-library/react';

type Point = [x: number, y: number];

/** Any time will do but 0, which React reads as "no time" and replaces with the clock's. */
const DOWN_AT = 1_000;

/**
 * One finger's stroke on `element`: down at `from`, up at `to` `ms` later. The events carry
 * their own times, as a phone's do; the gesture hooks read those rather than the clock.
 */
export function stroke(element: Element, { from, to, ms }: { from: Point; to: Point; ms: number }) {
  const down = createEvent.touchStart(element, {
    touches: [{ clientX: from[0], clientY: from[1] }],
  });
  const up = createEvent.touchEnd(element, {
    touches: [],
    changedTouches: [{ clientX: to[0], clientY: to[1] }],
  });
  Object.defineProperty(down, 'timeStamp', { value: DOWN_AT });
  Object.defineProperty(up, 'timeStamp', { value: DOWN_AT + ms });
  fireEvent(element, down);
  fireEvent(element, up);
}
