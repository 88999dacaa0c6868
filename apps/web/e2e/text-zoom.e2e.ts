import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../src/lib/paths.ts';
import { closeBrowser, openPhone, screenshot, userAgents } from './browser.ts';
import { addresses, demoData, settle, signedOutAddresses } from './every-route.ts';
import { signInAt } from './reports-session.ts';
import { contentLost } from './text-zoom-checks.ts';

afterAll(closeBrowser);

/** Pages saved for a person to look at with the text twice its size. */
const SCREENSHOTS: Partial<Record<string, string>> = {
  [paths.home]: 'text-zoom-home',
  [paths.doctorDetail]: 'text-zoom-doctor',
  [paths.testReport]: 'text-zoom-test-report',
};

/** A font size in pixels, in a stylesheet's own declaration or in a variable named for one. */
const FONT_SIZE = /((?:^|[{;\s])(?:--[\w-]*font-size[\w-]*|font-size)\s*:\s*)(\d*\.?\d+)px/g;

/**
 * Doubles every font size the app's stylesheets declare, as the phone's own text zoom does
 * (Android WebView's textZoom, WeChat's font size setting): every text, whatever its size is
 * written as, drawn at twice it. Chromium has no such zoom to switch on through CDP: its
 * emulated OS text scale (Emulation.setEmulatedOSTextScale) and default font size
 * (Page.setFontSizes) only reach sizes written in rem or em, and the app writes pixels. An
 * injected stylesheet could double antd-mobile's size variables but not the sizes written as
 * they are (titles, prices, icons), so the stylesheets themselves are rewritten as they arrive,
 * the lazily loaded ones included.
 */
async function zoomTextTwice(context: BrowserContext) {
  await context.route(/\.css(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const css = (await response.text()).replace(
      FONT_SIZE,
      (_, declaration: string, size: string) => `${declaration}${Number(size) * 2}px`,
    );
    await route.fulfill({ status: response.status(), contentType: 'text/css', body: css });
  });
}

/** What text each address loses at twice the size, by address; one that loses none is left out. */
async function lostByPage(page: Page, urls: string[]) {
  const failing: Record<string, string[]> = {};
  for (const url of urls) {
    await page.goto(url);
    await settle(page);
    const shot = SCREENSHOTS[url.split('?')[0] ?? url];
    if (shot) await screenshot(page, shot);
    const lost = await page.evaluate(contentLost, page.viewportSize()?.width ?? 0);
    if (lost.length > 0) failing[url] = lost;
  }
  return failing;
}

describe('text at 200 %', () => {
  it('leaves pinch zoom to the patient: no maximum scale, scaling not forbidden', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await page.goto(paths.home);
    const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
    expect(viewport).toContain('width=device-width');
    expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)/);
    expect(viewport).not.toMatch(/maximum-scale/);
    await context.close();
  });

  // About a hundred pages, one after another, after waiting for the demo HIS's reports.
  it(
    'loses no content on any route, signed out or signed in as a WeChat patient',
    { timeout: 600_000 },
    async () => {
      const { context, page } = await openPhone(userAgents.wechatAndroid);
      await zoomTextTwice(context);
      const signedOut = signedOutAddresses();
      const lostSignedOut = await lostByPage(page, signedOut);

      await signInAt(page, paths.personal);
      const data = await demoData(page);
      const lost = { ...lostSignedOut, ...(await lostByPage(page, addresses(data))) };
      expect(lost).toEqual({});
      await context.close();
    },
  );
});
