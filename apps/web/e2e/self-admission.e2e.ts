import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, look, openPhone, userAgents } from './browser.ts';
import { addPatientByApi, signInAt } from './reports-session.ts';

afterAll(closeBrowser);

const LIST = '/selfBeHospitalizedPages/selfBeHospitalized';

/**
 * Reloads the list, as a patient would, until the notice the demo HIS sends a moment after
 * a patient is added shows (the delivery job runs every 2 s); gives up after about a minute.
 */
async function reloadUntilNotice(page: Page): Promise<void> {
  const card = page.getByTestId('admission-card').first();
  for (let tries = 0; tries < 20; tries += 1) {
    await page.reload();
    try {
      await card.waitFor({ timeout: 3_000 });
      return;
    } catch {
      // Not sent yet: look again.
    }
  }
  throw new Error('the admission notice of the new patient did not arrive');
}

// Signing in, the HIS's notice and paying through the sandbox cashier: about 40 s.
describe('self-admission', { timeout: 150_000 }, () => {
  it('reads the notice, fills in the details and pays the deposit in Alipay', async () => {
    const { context, page } = await openPhone(userAgents.alipay);
    await signInAt(page, LIST);
    await page.getByRole('status').waitFor();
    await look(page, 'self-admission-empty');

    await addPatientByApi(page, '陈立新');
    await reloadUntilNotice(page);
    // The payment app masks the patient's name on lists.
    await expect(page.getByTestId('admission-card').innerText()).resolves.toContain('*新');
    await look(page, 'self-admission-list');
    await page.getByTestId('admission-open').click();

    await page.waitForURL(/selfBeHospitalizedPages\/notice/);
    await page.getByTestId('admission-notes').waitFor();
    await expect(page.getByTestId('admission-notes').innerText()).resolves.toContain('身份证');
    await look(page, 'self-admission-notice');
    await page.getByTestId('admission-agree').click();

    await page.waitForURL(/beHospitalizedInfo/);
    await page.getByTestId('admission-save').waitFor();
    await page.getByTestId('admission-save').click();
    // The form refuses empty fields beside them before anything is sent. (The screen
    // reader's live region outside the page says the same words for a moment.)
    await page.locator('#root').getByText('请输入姓名').waitFor();
    await page.getByPlaceholder('请输入联系人姓名').fill('陈红');
    await page.getByPlaceholder('请输入11位手机号').fill('13912345678');
    await page.getByRole('radio', { name: '配偶' }).check();
    await page.getByPlaceholder('如：浙江省 杭州市 西湖区').fill('浙江省 杭州市 西湖区');
    await page.getByPlaceholder('街道、门牌号').fill('文三路 100 号 3 幢 201 室');
    await look(page, 'self-admission-info');
    await page.getByTestId('admission-save').click();

    await page.waitForURL(/beHospitalizedPay/);
    await page.getByTestId('deposit-pay').waitFor();
    await page.getByTestId('deposit-custom').locator('input').fill('50');
    await page.getByRole('alert').waitFor();
    await expect(page.getByTestId('deposit-pay').isDisabled()).resolves.toBe(true);
    await page.getByRole('radio', { name: '¥3,000.00' }).check();
    await expect(page.getByTestId('deposit-pay').innerText()).resolves.toContain('¥3,000.00');
    await look(page, 'self-admission-pay');
    await page.getByTestId('deposit-pay').click();

    // No host bridge in the test browser: the sandbox cashier stands in for the host's sheet.
    await page.getByTestId('sandbox-pay-confirm').waitFor();
    await page.getByTestId('sandbox-pay-confirm').click();
    await page.waitForURL(/beHospitalizedPay/, { timeout: 30_000 });
    await page.getByTestId('deposit-paid').waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('deposit-paid').innerText()).resolves.toContain('心内一病区');
    await look(page, 'self-admission-paid');

    await page.goto(LIST);
    await page.getByTestId('admission-card').waitFor();
    await expect(page.getByTestId('admission-card').innerText()).resolves.toContain('已办妥');
    await context.close();
  });
});
