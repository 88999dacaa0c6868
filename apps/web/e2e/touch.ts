import type { Page } from 'playwright-core';

type Point = { x: number; y: number };

const STEPS = [0.25, 0.5, 0.75, 1];

/** A brisk stroke, well inside the swipe's 300 ms (spec section 9). */
const STROKE_MS = 150;

/**
 * A one-finger stroke as a phone sends it: down at `from`, moving in steps to `to`, and up
 * there. Sent through the DevTools protocol, as playwright's touchscreen only taps. Each event
 * carries its own time, spread over STROKE_MS: on a loaded machine sending them can take longer
 * than a swipe may, and the app reads the events' times, so the stroke is as quick as a
 * finger's whatever the machine is doing.
 */
export async function swipe(page: Page, from: Point, to: Point): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const at = (fraction: number) => start + (STROKE_MS / 1000) * fraction;
  const towards = (fraction: number) => ({
    x: from.x + (to.x - from.x) * fraction,
    y: from.y + (to.y - from.y) * fraction,
  });
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [from],
    timestamp: at(0),
  });
  for (const fraction of STEPS) {
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
