import type { Page } from 'playwright-core';

type Point = { x: number; y: number };

const STEPS = [0.25, 0.5, 0.75, 1];

/**
 * A one-finger stroke as a phone sends it: down at `from`, moving in steps to `to`, and up
 * there. Sent through the DevTools protocol, as playwright's touchscreen only taps. Chromium
 * stamps the events on arrival, so the stroke lasts as long as sending it takes.
 */
export async function swipe(page: Page, from: Point, to: Point): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const towards = (fraction: number) => ({
    x: from.x + (to.x - from.x) * fraction,
    y: from.y + (to.y - from.y) * fraction,
  });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (const fraction of STEPS) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [towards(fraction)],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
