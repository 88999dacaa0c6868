import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPhone, screenshot, userAgents } from './browser.ts';
import { bookFirstOpenSlot } from './patient-steps.ts';
import { addPatientByApi, signInAt } from './reports-session.ts';

afterAll(closeBrowser);

const REGISTER = '/registerPages/registerPage';

async function bookAndPay(page: Page, host: string) {
  await page.getByTestId('dept').first().waitFor();
  await screenshot(page, `registration-${host}-departments`);
  await page.getByTestId('dept-search').locator('input').fill('内');
  await page.getByTestId('dept').first().waitFor();
  await screenshot(page, `registration-${host}-search`);
  await page.getByTestId('dept').first().click();

  await page.waitForURL(/choiceDoctor/);
  await bookFirstOpenSlot(page);
  await page.waitForURL(/sureScheduleData/);
  await page.getByTestId('consent').waitFor();
  await expect(page.getByTestId('confirm-fee').innerText()).resolves.toMatch(/^¥\d+\.\d{2}$/);
  await page.getByTestId('confirm-submit').click();
  await page.getByText('请先阅读并同意挂号须知').waitFor();
  await screenshot(page, `registration-${host}-confirm`);
  await page.getByTestId('consent-accept').click();
  await page.getByTestId('confirm-submit').click();

  await page.waitForURL(/\/pay\/fullPayment/);
  await page.getByTestId('pay-countdown').waitFor();
  await screenshot(page, `registration-${host}-pay`);
  await page.getByTestId('pay-method').getByText('更换').click();
  await page.getByTestId('method-online').waitFor();
  await screenshot(page, `registration-${host}-payment-method`);
  await page.goBack();
  await page.getByTestId('pay-submit').click();

  // No host bridge in the test browser: the sandbox cashier stands in for the host's sheet.
  await page.getByTestId('sandbox-pay-confirm').waitFor();
  await screenshot(page, `registration-${host}-cashier`);
  await page.getByTestId('sandbox-pay-confirm').click();
  await page.waitForURL(/scheduleSuccess/, { timeout: 30_000 });
  await page.getByTestId('success-title').waitFor();
  await screenshot(page, `registration-${host}-success`);
}

async function checkHistoryCertificateAndCancel(page: Page, host: string) {
  await page.goto('/regHistory/regHistory?status=paid');
  await expect(page.getByTestId('appointment-status').first().innerText()).resolves.toBe('已支付');
  await screenshot(page, `registration-${host}-history`);
  await page.getByTestId('appointment').first().click();
  await page.waitForURL(/regDetail/);
  await expect(page.getByTestId('detail-status').innerText()).resolves.toBe('已支付');
  await screenshot(page, `registration-${host}-detail-paid`);

  await page.getByTestId('detail-prove').click();
  await page.getByTestId('certificate').waitFor();
  await screenshot(page, `registration-${host}-certificate`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('prove-download').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  await page.goBack();

  await page.getByTestId('detail-cancel').click();
  await page.locator('.adm-dialog').getByRole('button', { name: '确认取消' }).click();
  await expect
    .poll(() => page.getByTestId('detail-status').innerText(), { timeout: 30_000 })
    .toBe('已退款');
  await page.getByTestId('refund-state').waitFor();
  await screenshot(page, `registration-${host}-refunded`);

  await page.goto('/paymentRecords/paymentRecord');
  await page.getByTestId('payment-record').first().waitFor();
  await screenshot(page, `registration-${host}-payment-records`);
  await page.getByTestId('payment-record').first().click();
  await page.getByTestId('refund').first().waitFor();
  await screenshot(page, `registration-${host}-payment-detail`);
}

/** The pages around booking: doctors, following, ratings, the queue, and the home entries. */
async function visitOtherPages(page: Page) {
  await page.goto('/');
  await page.getByTestId('service-register').click();
  await page.waitForURL((url) => url.pathname === REGISTER);
  await page.getByTestId('dept').first().click();
  await page.waitForURL(/choiceDoctor/);
  await page.getByTestId('date-strip-day').first().waitFor();
  await screenshot(page, 'registration-choice-by-date');
  await page.getByRole('tab', { name: '按医生' }).click();
  await page.getByTestId('doctor').first().waitFor();
  await screenshot(page, 'registration-choice-by-doctor');
  await page.getByTestId('doctor').first().click();
  await page.waitForURL(/scheduleDate/);
  await page.getByTestId('date-strip-day').first().waitFor();
  await screenshot(page, 'registration-schedule-date');
  await page.getByTestId('doctor').first().click();
  await page.waitForURL(/doctorDetail/);
  await page.getByTestId('doctor-follow').click();
  await page.getByTestId('doctor-follow').getByText('已关注').waitFor();
  await screenshot(page, 'registration-doctor-detail');

  await page.goto('/doctor/followDoctor');
  await page.getByTestId('followed-doctor').first().waitFor();
  await screenshot(page, 'registration-follow-doctor');
  await page.goto('/registerPages/allDoctorList');
  await page.getByTestId('doctor').first().waitFor();
  await screenshot(page, 'registration-all-doctors');
  await page.goto('/registerPages/elderlyVoucher');
  await page.getByText('老年人就医优待').waitFor();
  await screenshot(page, 'registration-elderly');

  for (const [entry, path, shot] of [
    ['service-waitList', '/waitingPages/waitList', 'registration-wait-list'],
    ['service-regHistory', '/regHistory/regHistory', 'registration-history-all'],
    ['service-paymentRecords', '/paymentRecords/paymentRecord', 'registration-payment-all'],
    ['service-followDoctor', '/doctor/followDoctor', ''],
  ] as const) {
    await page.goto('/');
    await page.getByTestId(entry).click();
    await page.waitForURL((url) => url.pathname === path);
    await page.getByRole('status').or(page.locator('main section, main a')).first().waitFor();
    if (shot) await screenshot(page, shot);
  }
  await page.goto('/personal');
  await page.getByText('我的评价').click();
  await page.waitForURL(/myAppraise/);
  await page.getByRole('status').waitFor();
  await screenshot(page, 'registration-my-appraise');
  await page.goto('/myAppraises/treatmentAppraise');
  await page.getByRole('status').waitFor();
  await screenshot(page, 'registration-treatment-appraise');
}

// Each walk books, pays, cancels and waits for the refund: about 40 s on a quiet machine.
describe('registration', { timeout: 120_000 }, () => {
  it('books, pays, certifies and cancels with a refund in WeChat', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, REGISTER);
    await addPatientByApi(page, '王建华');
    await page.reload();
    await bookAndPay(page, 'wechat');
    await checkHistoryCertificateAndCancel(page, 'wechat');
    await visitOtherPages(page);
    await context.close();
  });

  it('books, pays, certifies and cancels with a refund in Alipay', async () => {
    const { context, page } = await openPhone(userAgents.alipay);
    await signInAt(page, REGISTER);
    await addPatientByApi(page, '李秀英');
    await page.reload();
    await bookAndPay(page, 'alipay');
    await checkHistoryCertificateAndCancel(page, 'alipay');
    await context.close();
  });
});
