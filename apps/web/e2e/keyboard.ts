import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Walking a page as a keyboard and screen-reader user does: Tab from control to control, and at
 * each stop check what the reader hears and what a sighted keyboard user and a finger get.
 */

const TOUCH_TARGET = 44;
/** The focused element is there or not: no waiting for one to turn up. */
const SHORT_MS = 2_000;

export interface FocusStop {
  /** The focused element's role and accessible name, as its accessibility snapshot gives them. */
  heard: string;
  /** Problems found at this stop; empty when it passes. */
  problems: string[];
}

/**
 * The focused element as a screen reader meets it, and what is wrong with it: hidden (display
 * none, aria-hidden, inert, no box), unnamed, without a visible focus ring, or smaller than a
 * fingertip. A checkbox's or radio's input sits unseen over its label; the label is what is
 * seen, ringed and tapped. A control smaller than 44 px passes when a tap 22 px from its centre
 * in each direction still lands on it (an invisible frame around a small button takes the tap).
 */
export async function focusStop(page: Page): Promise<FocusStop> {
  const focused = page.locator(':focus');
  if ((await focused.count()) === 0)
    return { heard: '', problems: ['focus fell to the page body'] };
  const snapshot = await focused.ariaSnapshot({ timeout: SHORT_MS });
  // The role and name, without the children's text or states that may follow.
  const heard = /^- [\w-]+(?: "(?:[^"\\]|\\.)*")?/.exec(snapshot)?.[0] ?? snapshot;
  const problems = await focused.evaluate((element, minimum) => {
    const found: string[] = [];
    const shown =
      element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)
        ? (element.closest('label') ?? element)
        : element;
    const box = shown.getBoundingClientRect();
    if (
      !element.checkVisibility({ visibilityProperty: true }) ||
      element.closest('[aria-hidden="true"], [inert], [hidden]') ||
      box.width === 0 ||
      box.height === 0
    ) {
      found.push('focus is on a hidden element');
    }
    const style = getComputedStyle(shown);
    const ringed =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none';
    if (!ringed) found.push('no visible focus indicator');
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const half = minimum / 2;
    const reached = [
      [x - half + 1, y],
      [x + half - 1, y],
      [x, y - half + 1],
      [x, y + half - 1],
    ].every(([px, py]) => {
      const hit = document.elementFromPoint(px!, py!);
      return hit !== null && (shown.contains(hit) || hit.contains(shown));
    });
    if ((box.width < minimum || box.height < minimum) && !reached) {
      found.push(`touch target ${Math.round(box.width)}x${Math.round(box.height)} px`);
    }
    return found;
  }, TOUCH_TARGET);
  if (!/^- [\w-]+ "[^"]+"/.test(heard)) problems.push('no accessible name');
  return { heard, problems: problems.map((problem) => `${heard}: ${problem}`) };
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches `selector`, checking every stop
 * on the way; fails with each stop's problems, or when the control is not reached.
 */
export async function tabTo(
  page: Page,
  selector: string,
  { backwards = false, within = 40 }: { backwards?: boolean; within?: number } = {},
): Promise<FocusStop> {
  const problems: string[] = [];
  for (let press = 0; press < within; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const stop = await focusStop(page);
    problems.push(...stop.problems);
    if (
      await page.locator(':focus').evaluate((element, match) => element.matches(match), selector)
    ) {
      // Soft: one walk reports every stop that fails, not only the first.
      expect.soft(problems).toEqual([]);
      return stop;
    }
  }
  throw new Error(
    `${selector} not reached in ${within} presses; on the way: ${problems.join('; ')}`,
  );
}

/** After a navigation, focus rests on the new page's title, which the reader announces. */
export async function expectArrivedAt(page: Page, title: string): Promise<void> {
  await expect
    .poll(() =>
      page
        .locator(':focus')
        .ariaSnapshot({ timeout: SHORT_MS })
        .catch(() => 'nothing focused'),
    )
    .toBe(`- heading "${title}" [level=1]`);
}

/**
 * A message a screen reader hears: it sits in a live region (aria-live, or role status / alert)
 * and in the accessibility tree, not under aria-hidden.
 */
export async function expectAnnounced(page: Page, message: string): Promise<void> {
  const region = page
    .locator('[aria-live], [role=status], [role=alert]')
    .filter({ hasText: message })
    .last();
  await expect.poll(() => region.ariaSnapshot().catch(() => '')).toContain(message);
}
