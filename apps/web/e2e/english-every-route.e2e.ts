import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../src/lib/paths.ts';
import { closeBrowser, openPhone, screenshot, userAgents } from './browser.ts';
import { chineseOnPage, chooseEnglish, wechatInEnglish } from './chinese-on-page.ts';
import { addresses, demoData, settle, signedOutAddresses } from './every-route.ts';
import { signInAt } from './reports-session.ts';

afterAll(closeBrowser);

/** English pages saved for a person to look at: longer words must still fit tiles and buttons. */
const SCREENSHOTS: Partial<Record<string, string>> = {
  [paths.home]: 'english-home',
  [paths.personal]: 'english-personal',
  [paths.register]: 'english-register',
  [paths.scheduleDate]: 'english-schedule-date',
  [paths.confirmSchedule]: 'english-confirm-schedule',
  [paths.testReport]: 'english-test-report',
  [paths.reportQuery]: 'english-report-query',
  [paths.setUp]: 'english-set-up',
  [paths.appLogin]: 'english-app-login',
};

/** English words run longer than Chinese: a tile or button they widen pushes the page sideways. */
async function overflow(page: Page): Promise<string[]> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  const viewport = page.viewportSize()?.width ?? 0;
  return width > viewport ? [`overflow: ${width}px wide on a ${viewport}px screen`] : [];
}

/** The Chinese and the sideways overflow found on each address, by address; a page wholly in English is left out. */
async function chineseByPage(page: Page, urls: string[]) {
  const failing: Record<string, string[]> = {};
  for (const url of urls) {
    await page.goto(url);
    await settle(page);
    const shot = SCREENSHOTS[url.split('?')[0] ?? url];
    if (shot) await screenshot(page, shot);
    const found = [...(await chineseOnPage(page)), ...(await overflow(page))];
    if (found.length > 0) failing[url] = found;
  }
  return failing;
}

describe('English', () => {
  it('is what a signed-out visitor whose WeChat is in English reads', async () => {
    const { context, page } = await openPhone(wechatInEnglish);
    const urls = signedOutAddresses();
    await expect(chineseByPage(page, urls)).resolves.toEqual({});
    await context.close();
  });

  // About a hundred pages, one after another, after waiting for the demo HIS's reports.
  it(
    'covers every route once a WeChat patient chooses it in the settings',
    { timeout: 600_000 },
    async () => {
      const { context, page } = await openPhone(userAgents.wechatAndroid);
      await signInAt(page, paths.personal);
      const data = await demoData(page);

      await chooseEnglish(page);
      await page.getByText('Switched to English').waitFor();

      // Only the English of each feature is fetched once English is chosen.
      const chineseCatalogues: string[] = [];
      page.on('request', (request) => {
        if (/\/zh-cn-[^/]+\.js$/.test(request.url())) chineseCatalogues.push(request.url());
      });
      await expect(chineseByPage(page, addresses(data))).resolves.toEqual({});
      expect(chineseCatalogues).toEqual([]);
      await context.close();
    },
  );
});
