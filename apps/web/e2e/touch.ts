import type { Page } from 'playwright-core';
import { SUITE_START } from './suite-clock.ts';

type Point = { x: number; y: number };

/** Where the strokes' times start; any fixed instant will do, the app reads only differences. */
const STROKE_EPOCH_S = Date.parse(SUITE_START) / 1000;

/**
 * A one-finger stroke as a phone sends it: down at `from`, moving in steps to `to` and up there
 * `ms` later. Sent through the DevTools protocol, as playwright's touchscreen only taps. The events
 * carry their own times, so the app's gesture limits measure the stroke as drawn rather than
 * how long a busy machine took to deliver it.
 */
export async function swipe(page: Page, from: Point, to: Point, ms = 150): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (fraction: number) => STROKE_EPOCH_S + (ms / 1000) * fraction;
  const towards = (fraction: number) => ({
    x: from.x + (to.x - from.x) * fraction,
    y: from.y + (to.y - from.y) * fraction,
  });
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [from],
    timestamp: at(0),
  });
  for (const fraction of [0.25, 0.5, 0.75, 1]) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [towards(fraction)],
      timestamp: at(fraction),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchEnd',
    touchPoints: [],
    timestamp: at(1),
  });
  await cdp.detach();
}
