import type { Page } from 'playwright-core';

type Point = { x: number; y: number };

const STEPS = [0.25, 0.5, 0.75, 1];

/**
 * A one-finger stroke as a phone sends it: down at `from`, moving in steps to `to`, and up
 * there. Sent through the DevTools protocol, as playwright's touchscreen only taps. Chromium
 * stamps the events on arrival, so a stroke lasts as long as it takes to send: as fast as
 * possible by default, or at least `slowMs` for a drag meant to be too slow for a swipe.
 */
export async function swipe(page: Page, from: Point, to: Point, slowMs = 0): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const towards = (fraction: number) => ({
    x: from.x + (to.x - from.x) * fraction,
    y: from.y + (to.y - from.y) * fraction,
  });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (const fraction of STEPS) {
    if (slowMs) await new Promise((resolve) => setTimeout(resolve, slowMs / STEPS.length));
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [towards(fraction)],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
