import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../src/lib/paths.ts';
import { closeBrowser, openPhone, screenshot, seriousViolations, userAgents } from './browser.ts';
import { addresses, demoData, settle, signedOutAddresses } from './every-route.ts';
import { signInAt } from './reports-session.ts';
import { contentLost, doubleFontSizes } from './text-zoom-checks.ts';

afterAll(closeBrowser);

/** Pages saved for a person to look at: the contrast-safe colours, then the text twice its size. */
const SCREENSHOTS: Partial<Record<string, string>> = {
  [paths.home]: 'a11y-home',
  [paths.allDoctors]: 'a11y-doctor-list',
  [paths.reportQuery]: 'a11y-report-query',
  [paths.addPatient]: 'a11y-add-patient',
  [paths.appLogin]: 'a11y-app-login',
};
const ZOOMED_SCREENSHOTS: Partial<Record<string, string>> = {
  [paths.home]: 'text-zoom-home',
  [paths.doctorDetail]: 'text-zoom-doctor',
  [paths.testReport]: 'text-zoom-test-report',
};

/**
 * Each address loaded once and checked twice: axe's serious and critical findings, then, with
 * every font size doubled, the content the page loses. By address; a clean one is left out.
 */
async function findings(page: Page, urls: string[]) {
  const failing: Record<string, { axe?: string[]; lostAt200?: string[] }> = {};
  for (const url of urls) {
    await page.goto(url);
    await settle(page);
    const path = url.split('?')[0] ?? url;
    const shot = SCREENSHOTS[path];
    if (shot) await screenshot(page, shot);
    const axe = await seriousViolations(page);

    await page.evaluate(doubleFontSizes);
    // Laid out again, and any measured height (the fixed bars') passed on to the page.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const zoomedShot = ZOOMED_SCREENSHOTS[path];
    if (zoomedShot) await screenshot(page, zoomedShot);
    const lostAt200 = await page.evaluate(contentLost, page.viewportSize()?.width ?? 0);

    if (axe.length > 0 || lostAt200.length > 0)
      failing[url] = {
        ...(axe.length > 0 && { axe }),
        ...(lostAt200.length > 0 && { lostAt200 }),
      };
  }
  return failing;
}

describe('every route, and every route with its text at 200 %', () => {
  it('leaves pinch zoom to the patient: no maximum scale, scaling not forbidden', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await page.goto(paths.home);
    const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
    expect(viewport).toContain('width=device-width');
    expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)/);
    expect(viewport).not.toMatch(/maximum-scale/);
    await context.close();
  });

  it('has no serious or critical axe finding and loses no content signed out', async () => {
    const { context, page } = await openPhone(userAgents.plainBrowser);
    await expect(findings(page, signedOutAddresses())).resolves.toEqual({});
    await context.close();
  });

  // About a hundred pages, one after another, after waiting for the demo HIS's reports.
  it(
    'has no serious or critical axe finding and loses no content signed in as a WeChat patient',
    { timeout: 600_000 },
    async () => {
      const { context, page } = await openPhone(userAgents.wechatAndroid);
      await signInAt(page, paths.personal);
      const data = await demoData(page);
      await expect(findings(page, addresses(data))).resolves.toEqual({});
      await context.close();
    },
  );
});
