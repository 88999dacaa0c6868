import { FIRST_VISIT_HOME_COOKIE } from '@hospital/contract';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, openPhone, screenshot, seriousViolations, userAgents } from './browser.ts';
import { signInAt } from './reports-session.ts';

afterAll(closeBrowser);

/** The app's own scripts: the entry and every chunk it would load. */
const APP_SCRIPTS = '**/assets/*.js';

const homeShown = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.not.toBe('');
  for (const id of ['service-register', 'service-inspection', 'tab-home', 'default-patient-add']) {
    await expect(page.getByTestId(id).isVisible()).resolves.toBe(true);
  }
  await expect(page.getByRole('region', { name: '诊疗服务' }).isVisible()).resolves.toBe(true);
};

/**
 * Holds the app's entry script back until the returned function is called, so the drawn home
 * can be looked at before the app takes it over.
 */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('the first visit to the home page', () => {
  it.each([
    ['WeChat', userAgents.wechatAndroid, 2],
    ['a plain browser', userAgents.plainBrowser, 3],
  ])('in %s shows the home, laid out, with no script run', async (host, userAgent, tabs) => {
    const { context, page } = await openPhone(userAgent);
    await page.route(APP_SCRIPTS, (route) => route.abort());
    await page.goto('/');
    await homeShown(page);
    await expect(page.locator('nav a[data-testid^="tab-"]').count()).resolves.toBe(tabs);
    // The stylesheet came in the page: the blue header is drawn, and no stylesheet was asked for.
    await expect(
      page
        .locator('header')
        .first()
        .evaluate((header) => getComputedStyle(header).backgroundImage),
    ).resolves.not.toBe('none');
    await expect(page.locator('link[rel=stylesheet]').count()).resolves.toBe(0);
    // The app reads the home's data from the page and removes it: still there, it never ran.
    await expect(page.locator('#index-init').count()).resolves.toBe(1);
    await screenshot(page, `home-before-script-${host === 'WeChat' ? 'wechat' : 'browser'}`);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await context.close();
  });

  it('is taken over by the app as drawn, and then answers a tap', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
    const release = await holdEntryScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByTestId('service-register').waitFor();
    await homeShown(page);
    await page.evaluate(() => {
      Object.assign(window, { drawnHeading: document.querySelector('h1') });
    });

    release();
    // Reading the embedded data is the app's first step; the booking hours, which only the
    // app asks for, show once it has drawn.
    await page.locator('#index-init').waitFor({ state: 'detached' });
    await page.getByText(/^挂号时间 /).waitFor();
    // The same heading element: the app took the drawn markup over rather than drawing anew.
    await expect(
      page.evaluate(
        () =>
          (window as unknown as { drawnHeading: Element }).drawnHeading ===
          document.querySelector('h1'),
      ),
    ).resolves.toBe(true);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.getByTestId('news-more').click();
    // Moved by the app, not by loading another document: what the page held is still there.
    await page.waitForFunction(
      () => location.pathname === '/healthEducation/healthEducation' && 'drawnHeading' in window,
    );
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('in a phone reading English is drawn in English, and taken over as drawn', async () => {
    const { context, page } = await openPhone(userAgents.plainBrowser, 'en-US');
    const release = await holdEntryScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    const services = page.getByRole('region', { name: 'Medical services' });
    await services.waitFor();
    await expect(page.locator('#root').getAttribute('lang')).resolves.toBe('en');
    await page.evaluate(() => {
      Object.assign(window, { drawnServices: document.querySelector('section') });
    });
    await screenshot(page, 'home-before-script-english');
    await expect(seriousViolations(page)).resolves.toEqual([]);

    release();
    await page.locator('#index-init').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect(page.locator('#root').getAttribute('lang')).resolves.toBeNull();
    await expect(
      page.evaluate(
        () =>
          (window as unknown as { drawnServices: Element }).drawnServices ===
          document.querySelector('section'),
      ),
    ).resolves.toBe(true);
    await context.close();
  });

  it('is not drawn for a patient who has signed in, whose home differs from it', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, '/personal');
    await page.getByTestId('user-name').waitFor();
    // At each move the app tells the server, by a cookie, how this browser opens.
    await page.getByTestId('tab-home').click();
    await expect
      .poll(() => page.evaluate(() => document.cookie))
      .toContain(`${FIRST_VISIT_HOME_COOKIE}=0`);
    await page.route(APP_SCRIPTS, (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('#root').innerHTML()).resolves.toBe('');
    await expect(page.locator('#index-init').count()).resolves.toBe(1);
    await context.close();
  });
});
