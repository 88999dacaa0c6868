import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../src/lib/paths.ts';
import { closeBrowser, openPhone, screenshot, seriousViolations, userAgents } from './browser.ts';
import { addresses, demoData, settle, signedOutAddresses } from './every-route.ts';
import { signInAt } from './reports-session.ts';

afterAll(closeBrowser);

/** Pages saved for a person to look at, to see the contrast-safe colours still look right. */
const SCREENSHOTS: Partial<Record<string, string>> = {
  [paths.home]: 'a11y-home',
  [paths.allDoctors]: 'a11y-doctor-list',
  [paths.reportQuery]: 'a11y-report-query',
  [paths.addPatient]: 'a11y-add-patient',
  [paths.appLogin]: 'a11y-app-login',
};

/** Axe's serious and critical findings on each address, by address; a clean one is left out. */
async function findings(page: Page, urls: string[]) {
  const failing: Record<string, string[]> = {};
  for (const url of urls) {
    await page.goto(url);
    await settle(page);
    const path = url.split('?')[0] ?? url;
    const shot = SCREENSHOTS[path];
    if (shot) await screenshot(page, shot);
    const found = await seriousViolations(page);
    if (found.length > 0) failing[url] = found;
  }
  return failing;
}

describe('every route', () => {
  it('has no serious or critical axe finding signed out', async () => {
    const { context, page } = await openPhone(userAgents.plainBrowser);
    const urls = signedOutAddresses();
    await expect(findings(page, urls)).resolves.toEqual({});
    await context.close();
  });

  // About a hundred pages, one after another, after waiting for the demo HIS's reports.
  it(
    'has no serious or critical axe finding signed in as a WeChat patient',
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
