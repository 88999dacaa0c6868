import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, look, openPhone, userAgents } from './browser.ts';
import { bookByApi, MANAGER } from './patient-steps.ts';
import { addPatientByApi, signInAt } from './reports-session.ts';

afterAll(closeBrowser);

// Booking, authorising, paying and reading the settlement back: about 40 s on a quiet machine.
describe('paying a registration with medical insurance', { timeout: 150_000 }, () => {
  it('authorises with the e-certificate, pays with the personal account and reads the settlement', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, MANAGER);
    const patientId = await addPatientByApi(page, '赵医保');
    const appointment = await bookByApi(page, patientId);

    await page.goto(`/pay/paymentMethod?id=${appointment.id}`);
    await page.getByTestId('method-insurance').click();
    await look(page, 'insurance-method');
    await page.getByTestId('method-submit').click();

    await page.waitForURL(/patientpay_ybdz/);
    await page.getByTestId('insurance-authorise').waitFor();
    await look(page, 'insurance-authorise');
    await page.getByTestId('insurance-authorise').click();

    // The sandbox's e-certificate page stands in for the national insurance app.
    await page.getByTestId('sandbox-insurance-authorize').click();
    await page.waitForURL(/authCode=/);
    await page.getByTestId('insurance-use-account').waitFor();
    await expect(page.getByTestId('split-account').innerText()).resolves.not.toBe('¥0.00');
    await look(page, 'insurance-split');

    // Without the personal account the insurer splits again: the account pays nothing.
    await page.getByTestId('insurance-use-account').click();
    await expect
      .poll(() => page.getByTestId('split-account').innerText(), { timeout: 15_000 })
      .toBe('¥0.00');
    await page.getByTestId('insurance-use-account').click();
    await expect
      .poll(() => page.getByTestId('split-account').innerText(), { timeout: 15_000 })
      .not.toBe('¥0.00');
    const fund = await page.getByTestId('split-fund').innerText();
    await page.getByTestId('insurance-pay').click();

    await page.getByTestId('sandbox-insurance-pay').waitFor();
    await expect(page.getByTestId('sandbox-insurance-fund').innerText()).resolves.toBe(fund);
    await page.getByTestId('sandbox-insurance-pay').click();

    await page.waitForURL(/hCarePaySuccess/);
    await page.getByTestId('insurance-result-paid').waitFor({ timeout: 30_000 });
    await look(page, 'insurance-paid');
    await page.getByTestId('insurance-detail-link').click();
    await page.waitForURL(/settlementDetail/);
    await page.getByTestId('insurance-balance').waitFor();
    await look(page, 'insurance-settlement-detail');
    await context.close();
  });
});
