import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { links, paths } from '../src/lib/paths.ts';
import { closeBrowser, openPhone, screenshot, userAgents } from './browser.ts';
import { addresses, demoData, settle, SIGNED_OUT } from './every-route.ts';
import { signInAt } from './reports-session.ts';

afterAll(closeBrowser);

/** WeChat set to English: the host's language the app starts in before anyone chooses. */
const wechatInEnglish = userAgents.wechatAndroid.replace('Language/zh_CN', 'Language/en');

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

/**
 * The Chinese a reader of the page meets: visible text, and the names and hints a screen
 * reader speaks. What the hospital's own records say (doctor, department and patient names,
 * news) is marked with its language and skipped.
 */
function chineseOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const han = /[\u4e00-\u9fff]/;
    const own = (element: Element) => {
      const marked = element.closest('[lang]');
      return (
        marked === null ||
        marked === document.documentElement ||
        !/^zh/i.test(marked.getAttribute('lang') ?? '')
      );
    };
    const found = new Set<string>();
    if (han.test(document.title)) found.add(`title: ${document.title}`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!element || !han.test(text) || !own(element) || !element.checkVisibility()) continue;
      found.add(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [alt]')) {
      if (!own(element) || !element.checkVisibility()) continue;
      for (const name of ['aria-label', 'placeholder', 'alt']) {
        const value = element.getAttribute(name) ?? '';
        if (han.test(value)) found.add(`${name}: ${value}`);
      }
    }
    return [...found];
  });
}

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
    const urls = [...SIGNED_OUT.map((name) => paths[name]), links.appLoginRegister('register')];
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

      await page.goto(paths.setUp);
      await page.getByTestId('language-row').click();
      await page.locator('.adm-action-sheet-button-item:has([lang="en"])').click();
      await page.locator('html[lang="en"]').waitFor({ state: 'attached' });
      await page.getByText('Switched to English').waitFor();

      await expect(chineseByPage(page, addresses(data))).resolves.toEqual({});
      await context.close();
    },
  );
});
