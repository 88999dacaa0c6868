import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPhone, screenshot, seriousViolations, userAgents } from './browser.ts';
import { expectAnnounced, expectArrivedAt, tabTo } from './keyboard.ts';
import { addPatientByApi, signInAt } from './reports-session.ts';

afterAll(closeBrowser);

const FEE = /¥\d+\.\d{2}/;

async function expectClean(page: Page) {
  expect.soft(await seriousViolations(page)).toEqual([]);
}

/** Home → 预约挂号, back home (focus on the home's title) and in again → the first clinic listed. */
async function openFirstClinic(page: Page) {
  const hospitalName = await page.getByTestId('home-bar').innerText();
  const openRegistration = async () => {
    await tabTo(page, '[data-testid=service-register]');
    await page.keyboard.press('Enter');
    await page.waitForURL(/registerPage/);
    await expectArrivedAt(page, '预约挂号');
  };
  await openRegistration();
  await page.getByTestId('dept').first().waitFor();
  // Back from the title reaches the bar's back arrow: the title is the page's first stop.
  await expect(tabTo(page, 'button[aria-label="返回"]', { backwards: true })).resolves.toEqual({
    heard: '- button "返回"',
    problems: [],
  });
  await expectClean(page);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/');
  await expectArrivedAt(page, hospitalName);
  await openRegistration();
  // The departments down the side are buttons: the second one shows its clinics, then the first.
  const groups = page.getByTestId('dept-group').getByRole('button');
  await tabTo(page, '[data-testid=dept-group] button[aria-pressed=false]');
  await page.keyboard.press('Enter');
  await expect(groups.nth(1).getAttribute('aria-pressed')).resolves.toBe('true');
  await tabTo(page, '[data-testid=dept-group] button[aria-pressed=false]', { backwards: true });
  await page.keyboard.press('Enter');
  await expect(groups.first().getAttribute('aria-pressed')).resolves.toBe('true');
  await tabTo(page, '[data-testid=dept]');
  await page.keyboard.press('Enter');
  await page.waitForURL(/choiceDoctor/);
  await expectArrivedAt(page, '选择医生');
}

/**
 * Along the date strip with the arrow keys to the first day with a half-day open, then Tab to
 * its book button, which is named by its half-day, the numbers left and the fee.
 */
async function bookFirstOpenSlot(page: Page) {
  await page.getByTestId('date-strip-day').first().waitFor();
  await tabTo(page, '[data-testid=date-strip-day][aria-selected=true]');
  for (let day = 0; (await page.getByTestId('schedule-book').count()) === 0; day += 1) {
    if (day > 14) throw new Error('no open slot in the booking horizon');
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/date=/);
  }
  // The strip is one stop: the next Tab leaves it for the day's doctors and half-days.
  const slot = await tabTo(page, '[data-testid=schedule-book]');
  expect(slot.heard).toMatch(/^- button "挂号 (上午|下午|晚上) 余 \d+ ¥\d+\.\d{2}"$/);
  await expectClean(page);
  await screenshot(page, 'keyboard-booking-focused-slot');
  await page.keyboard.press('Enter');
  await page.waitForURL(/sureScheduleData/);
  await expectArrivedAt(page, '确认挂号');
}

/** The fee is read out; a refused submit is announced; Space accepts the notice. */
async function confirm(page: Page) {
  await page.getByTestId('consent').waitFor();
  await expect(page.getByRole('main').ariaSnapshot()).resolves.toMatch(
    new RegExp(`挂号费[\\s\\S]{0,40}${FEE.source}`),
  );
  await tabTo(page, '[data-testid=confirm-submit]');
  await page.keyboard.press('Enter');
  await expectAnnounced(page, '请先阅读并同意挂号须知');
  await expectClean(page);
  await screenshot(page, 'keyboard-booking-refused');
  await tabTo(page, 'input[type=checkbox]', { backwards: true });
  await page.keyboard.press('Space');
  await expect(
    page.getByRole('checkbox', { name: '我已阅读并同意《挂号须知》' }).isChecked(),
  ).resolves.toBe(true);
  await tabTo(page, '[data-testid=confirm-submit]');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/pay\/fullPayment/);
  await expectArrivedAt(page, '支付');
}

/** Pays at the sandbox cashier, the host's stand-in, and opens the paid appointment. */
async function payAndOpenRecord(page: Page) {
  await page.getByTestId('pay-countdown').waitFor();
  const pay = await tabTo(page, '[data-testid=pay-submit]');
  expect(pay.heard).toMatch(new RegExp(`^- button "立即支付 ${FEE.source}"$`));
  await expectClean(page);
  await page.keyboard.press('Enter');
  // The host's cashier (here its sandbox twin): each control named, ringed and fingertip-sized,
  // and its colours readable.
  await page.getByTestId('sandbox-pay-confirm').waitFor();
  await expectClean(page);
  await screenshot(page, 'keyboard-booking-sandbox-cashier');
  await expect(tabTo(page, '[data-testid=sandbox-pay-cancel]')).resolves.toEqual({
    heard: '- button "取消支付"',
    problems: [],
  });
  await expect(
    tabTo(page, '[data-testid=sandbox-pay-confirm]', { backwards: true }),
  ).resolves.toEqual({ heard: '- button "确认支付"', problems: [] });
  await page.keyboard.press('Enter');
  await page.waitForURL(/scheduleSuccess/, { timeout: 30_000 });
  await expectArrivedAt(page, '挂号成功');
  await page.getByTestId('success-title').waitFor();
  await expectClean(page);

  await tabTo(page, '[data-testid=success-detail]');
  await page.keyboard.press('Enter');
  await page.waitForURL(/regDetail/);
  await expectArrivedAt(page, '挂号详情');
  await expect(page.getByTestId('detail-status').innerText()).resolves.toBe('已支付');
}

describe('booking with a keyboard and a screen reader', () => {
  it('books and pays an appointment without a pointer, hearing each step', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, '/registerPages/registerPage');
    await addPatientByApi(page, '张桂芳');
    await page.goto('/');
    await page.getByTestId('service-register').waitFor();

    await openFirstClinic(page);
    await bookFirstOpenSlot(page);
    await confirm(page);
    await payAndOpenRecord(page);
    await context.close();
    // A long walk: every stop is checked, and axe runs on each page.
  }, 180_000);
});
