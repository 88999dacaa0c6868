import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../src/lib/paths.ts';
import { closeBrowser, openPhone, screenshot, seriousViolations, userAgents } from './browser.ts';
import { bookFirstOpenSlot } from './patient-steps.ts';
import { addPatientByApi, reloadUntilReports, signInAt } from './reports-session.ts';

afterAll(closeBrowser);

const VIEWPORT_WIDTH = 390;

/** Chunks only senior mode needs; a patient who has not turned it on must not download them. */
const SENIOR_CHUNK = /\/assets\/senior(-home-page)?-[\w-]{8}\.(css|js)$/;

/**
 * A page as senior mode must draw it: no serious accessibility finding, body text of 18 px or
 * more, nothing wider than the phone, and a back button a finger cannot miss. Saves a
 * screenshot for a person to look at.
 */
async function checkSeniorPage(page: Page, shot: string) {
  // A toast fades by script, which axe would catch half-faded: let it go first.
  await page.locator('.adm-toast-mask').waitFor({ state: 'detached' });
  await expect(seriousViolations(page)).resolves.toEqual([]);
  const layout = await page.evaluate(() => ({
    senior: document.documentElement.hasAttribute('data-senior'),
    width: document.documentElement.scrollWidth,
    body: parseFloat(getComputedStyle(document.body).fontSize),
    // The shown page's back button; one a kept-alive page holds hidden measures 0.
    back: Math.max(
      0,
      ...[...document.querySelectorAll('button[aria-label="返回"]')].map(
        (button) => button.getBoundingClientRect().height,
      ),
    ),
  }));
  expect(layout).toMatchObject({ senior: true, width: VIEWPORT_WIDTH });
  expect(layout.body).toBeGreaterThanOrEqual(18);
  if (layout.back > 0) expect(layout.back).toBeGreaterThanOrEqual(48);
  await screenshot(page, shot);
}

/** The font size of the first element matching `selector`, in pixels. */
const fontSize = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));

async function turnOnInSettings(page: Page) {
  await page.getByTestId('tab-personal').click();
  await page.getByText('设置', { exact: true }).click();
  await page.waitForURL((url) => url.pathname === paths.setUp);
  const toggle = page.getByRole('switch', { name: '长辈模式' });
  await expect(toggle.getAttribute('aria-checked')).resolves.toBe('false');
  await screenshot(page, 'senior-settings-off');
  await toggle.click();
  await expect(toggle.getAttribute('aria-checked')).resolves.toBe('true');
  // The larger scale arrives with its stylesheet, fetched now.
  await expect.poll(() => fontSize(page, '.adm-list-item-content-main')).toBeGreaterThanOrEqual(19);
  await checkSeniorPage(page, 'senior-settings-on');
}

async function bookAndPay(page: Page) {
  await page.getByTestId('senior-service-register').click();
  await page.waitForURL((url) => url.pathname === paths.register);
  await page.getByTestId('dept').first().waitFor();
  await checkSeniorPage(page, 'senior-departments');
  await page.getByTestId('dept').first().click();
  await page.waitForURL(/choiceDoctor/);
  await page.getByTestId('date-strip-day').first().waitFor();
  await checkSeniorPage(page, 'senior-choice-doctor');
  await bookFirstOpenSlot(page);

  await page.waitForURL(/sureScheduleData/);
  await page.getByTestId('consent').waitFor();
  await checkSeniorPage(page, 'senior-confirm');
  await page.getByTestId('consent-accept').click();
  await page.getByTestId('confirm-submit').click();

  await page.waitForURL(/\/pay\/fullPayment/);
  await page.getByTestId('pay-countdown').waitFor();
  await checkSeniorPage(page, 'senior-pay');
  await page.getByTestId('pay-submit').click();
  // No host bridge in the test browser: the sandbox cashier stands in for the host's sheet.
  await page.getByTestId('sandbox-pay-confirm').click();
  await page.waitForURL(/scheduleSuccess/, { timeout: 30_000 });
  await page.getByTestId('success-title').waitFor();
  await checkSeniorPage(page, 'senior-pay-success');
}

async function readReport(page: Page) {
  await page.goto(paths.home);
  await page.getByTestId('senior-service-reports').click();
  await page.waitForURL((url) => url.pathname === paths.reportQuery);
  await reloadUntilReports(page);
  await checkSeniorPage(page, 'senior-report-query');
  await page.getByTestId('report-card').first().click();
  await page.waitForURL(/testReport/);
  await page.getByTestId('result-row').first().waitFor();
  await checkSeniorPage(page, 'senior-test-report');
}

async function readMessages(page: Page) {
  await page.goto(paths.message);
  await page.getByTestId('notice-item').first().waitFor();
  await checkSeniorPage(page, 'senior-messages');
}

describe('senior mode', () => {
  it('is offered once on the first visit and, accepted, stays on after a reload', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    const seniorChunks: string[] = [];
    page.on('request', (request) => {
      if (SENIOR_CHUNK.test(new URL(request.url()).pathname)) seniorChunks.push(request.url());
    });
    await signInAt(page, paths.personal);
    await page.getByTestId('tab-home').click();
    const offer = page.getByTestId('senior-offer');
    await offer.getByText('字太小？试试长辈模式').waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await screenshot(page, 'senior-offer');
    expect(seniorChunks).toEqual([]);

    await offer.getByRole('button', { name: '开启' }).click();
    await page.getByTestId('senior-service-register').waitFor();
    await expect(offer.count()).resolves.toBe(0);
    await page.reload();
    await page.getByTestId('senior-service-register').waitFor();
    await expect(page.getByTestId('senior-offer').count()).resolves.toBe(0);
    await context.close();
  });

  it('is not offered again once declined', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, paths.personal);
    await page.getByTestId('tab-home').click();
    await page.getByTestId('senior-offer').getByRole('button', { name: '暂不' }).click();
    await expect(page.getByTestId('senior-offer').count()).resolves.toBe(0);
    await page.reload();
    await page.getByTestId('service-register').waitFor();
    await expect(page.getByTestId('senior-offer').count()).resolves.toBe(0);
    await context.close();
  });

  it('turned on in the settings, enlarges booking, payment, reports and messages', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, paths.personal);
    await addPatientByApi(page, '王秀兰');
    await turnOnInSettings(page);

    // The simplified home: the six common services, large, in plain words, nothing moving.
    await page.goto(paths.home);
    const tiles = page.locator('[data-testid^=senior-service-]');
    await tiles.first().waitFor();
    await expect(tiles.count()).resolves.toBe(6);
    await expect(tiles.first().innerText()).resolves.toContain('挂号看病');
    await expect(page.getByTestId('home-slides').count()).resolves.toBe(0);
    await expect(
      fontSize(page, '[data-testid^=senior-service-] strong'),
    ).resolves.toBeGreaterThanOrEqual(22);
    await checkSeniorPage(page, 'senior-home');
    await page.getByTestId('senior-more-services').click();
    await page.getByTestId('service-patients').waitFor();
    await checkSeniorPage(page, 'senior-home-more');

    await bookAndPay(page);
    await readReport(page);
    await readMessages(page);
    await context.close();
    // Booking, payment, a report and the messages in one walk, each page checked with axe.
  }, 180_000);
});
