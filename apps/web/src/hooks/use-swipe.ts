import { useRef, type TouchEvent } from 'react';
import { classifyGesture, type SwipeDirection } from '../lib/gesture.ts';

interface TouchDown {
  x: number;
  y: number;
  at: number;
}

export interface SwipeHandlers {
  onTouchStart: (event: TouchEvent) => void;
  onTouchEnd: (event: TouchEvent) => void;
  onTouchCancel: () => void;
}

/**
 * Touch handlers, to spread on an element, that report a one-finger sideways swipe and the x it
 * started from. Touch rather than pointer events: the browser cancels a pointer as soon as it
 * takes the stroke for a scroll, which would need `touch-action` on the element and take
 * sideways scrolling from its children; touch events keep reporting while the page scrolls, and
 * the classifier tells a swipe from a scroll. The times are the events' own, not the clock's.
 */
export function useSwipe(onSwipe: (direction: SwipeDirection, startX: number) => void) {
  const down = useRef<TouchDown | null>(null);
  const handlers: SwipeHandlers = {
    onTouchStart: (event) => {
      const touch = event.touches[0];
      // A second finger is a pinch, and a stroke on a strip that scrolls sideways is its own.
      down.current =
        touch && event.touches.length === 1 && !scrollsSideways(event.target, event.currentTarget)
          ? { x: touch.clientX, y: touch.clientY, at: event.timeStamp }
          : null;
    },
    onTouchEnd: (event) => {
      const start = down.current;
      const touch = event.changedTouches[0];
      down.current = null;
      if (!start || !touch) return;
      const gesture = classifyGesture({
        dx: touch.clientX - start.x,
        dy: touch.clientY - start.y,
        ms: event.timeStamp - start.at,
      });
      if (gesture.kind === 'swipe') onSwipe(gesture.direction, start.x);
    },
    onTouchCancel: () => {
      down.current = null;
    },
  };
  return handlers;
}

/** Whether `target`, or an element between it and `boundary`, can scroll sideways. */
function scrollsSideways(target: EventTarget, boundary: Element): boolean {
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) {
    const { overflowX } = getComputedStyle(node);
    if ((overflowX === 'auto' || overflowX === 'scroll') && node.scrollWidth > node.clientWidth) {
      return true;
    }
    if (node === boundary) return false;
  }
  return false;
}
