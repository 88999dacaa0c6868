import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, look, openPhone, userAgents } from './browser.ts';
import { waitForBills } from './outpatient-steps.ts';
import { addPatientByApi, signInAt } from './reports-session.ts';

afterAll(closeBrowser);

// The demo HIS's bills, two chosen, the e-certificate, the split and paying: about 50 s.
describe('paying outpatient bills with medical insurance', { timeout: 180_000 }, () => {
  it('pays two bills with the fund and the personal account and finds the split in the records', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, '/outpatientPay/unpaid');
    await addPatientByApi(page, '孙医保');
    await waitForBills(page);
    await page.reload();

    const bills = page.getByTestId('outpatient-bill');
    await bills.nth(1).waitFor();
    await bills.nth(0).click();
    await bills.nth(1).click();
    const total = await page.getByTestId('outpatient-total').innerText();
    await look(page, 'insurance-outpatient-unpaid');
    await page.getByTestId('outpatient-submit').click();

    await page.waitForURL(/\/pay\/patientpay\?/);
    await page.getByTestId('outpatient-pay-insurance').waitFor();
    await look(page, 'insurance-outpatient-patientpay');
    await page.getByTestId('outpatient-pay-insurance').click();

    await page.waitForURL(/paymentMethod_ybdz\?subject=outpatient/);
    await expect(page.getByTestId('insurance-method-amount').innerText()).resolves.toBe(total);
    await page.getByTestId('insurance-method-hcare').waitFor();
    await look(page, 'insurance-outpatient-method');
    await page.getByTestId('insurance-method-wechat_medicare').click();

    await page.waitForURL(/patientpay_ybdz\?subject=outpatient/);
    await page.getByTestId('insurance-authorise').click();
    // The sandbox's e-certificate page stands in for the national insurance app.
    await page.getByTestId('sandbox-insurance-authorize').click();
    await page.waitForURL(/subject=outpatient.*authCode=/);
    await expect(page.getByTestId('split-total').innerText()).resolves.toBe(total);

    // Off, the cash pays what the fund does not; on again, the personal account does.
    const account = () => page.getByTestId('split-account').innerText();
    await page.getByTestId('insurance-use-account').click();
    await expect.poll(account, { timeout: 15_000 }).toBe('¥0.00');
    await page.getByTestId('insurance-use-account').click();
    await expect.poll(account, { timeout: 15_000 }).not.toBe('¥0.00');
    const fund = await page.getByTestId('split-fund').innerText();
    const paidFromAccount = await account();
    await look(page, 'insurance-outpatient-split');
    await page.getByTestId('insurance-pay').click();

    await page.getByTestId('sandbox-insurance-pay').waitFor();
    await expect(page.getByTestId('sandbox-insurance-fund').innerText()).resolves.toBe(fund);
    await page.getByTestId('sandbox-insurance-pay').click();

    await page.waitForURL(/hCarePaySuccess\?subject=outpatient/);
    await page.getByTestId('insurance-result-paid').waitFor({ timeout: 30_000 });
    await look(page, 'insurance-outpatient-paid');
    await page.getByTestId('insurance-next-link').click();
    await page.waitForURL(/outpatientPay\/payDetails/);
    await page.getByTestId('outpatient-paid').waitFor({ timeout: 30_000 });

    await page.goto('/paymentRecords/paymentRecord');
    const line = page.getByTestId('record-split-line').first();
    await expect(line.innerText()).resolves.toContain(`个账 ${paidFromAccount}`);
    await look(page, 'insurance-outpatient-records');
    await line.click();
    await page.waitForURL(/paymentRecordDetail/);
    await expect(page.getByTestId('record-split-fund').innerText()).resolves.toBe(fund);
    await expect(page.getByTestId('record-split-account').innerText()).resolves.toBe(
      paidFromAccount,
    );
    await look(page, 'insurance-outpatient-record');
    await context.close();
  });
});
