import { idCardCheckCharacter } from '@hospital/contract';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, look, openPhone, screenshot, userAgents } from './browser.ts';
import { waitForBills } from './outpatient-steps.ts';
import { addPatientByApi, signInAt } from './reports-session.ts';

afterAll(closeBrowser);

const UNPAID = '/outpatientPay/unpaid';
/** The last four of the ID number `addPatientByApi` gives every patient. */
const ID_TAIL = `123${idCardCheckCharacter('11010119800101123')}`;

/** A new account of the plain browser, registered with the sandbox SMS code. */
async function registerInBrowser(page: Page): Promise<void> {
  const phone = `137${String(Date.now()).slice(-8)}`;
  const field = (placeholder: string) =>
    page.getByPlaceholder(placeholder).filter({ visible: true });
  await page.goto('/appLogin/appLogin');
  await page.getByText('注册账号').click();
  await page.waitForURL(/mode=register/);
  await field('请输入11位手机号').fill(phone);
  const send = page.getByTestId('send-code').filter({ visible: true });
  await send.click();
  await expect.poll(() => send.innerText()).toMatch(/秒后重发/);
  const sms = await page.request.get(`/sandbox/sms/latest?phone=${phone}`);
  await field('请输入6位验证码').fill(((await sms.json()) as { code: string }).code);
  await field('8-20位，含字母和数字').fill('Outpatient2026');
  await page.getByTestId('agreement').click();
  await page.getByTestId('register-submit').click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Confirms at the sandbox cashier, which stands in for the host's own payment sheet. */
async function confirmAtCashier(page: Page, shot: string) {
  await page.getByTestId('sandbox-pay-confirm').waitFor();
  await screenshot(page, shot);
  await page.getByTestId('sandbox-pay-confirm').click();
  await page.waitForURL(/outpatientPay\/payDetails/, { timeout: 30_000 });
  await page.getByTestId('outpatient-paid').waitFor({ timeout: 30_000 });
}

// Paying through the sandbox cashier after the demo HIS sent the bills: about 40 s.
describe('outpatient bills', { timeout: 180_000 }, () => {
  it('pays one bill by cash in Alipay and finds it in the payment records', async () => {
    const { context, page } = await openPhone(userAgents.alipay);
    await signInAt(page, UNPAID);
    await addPatientByApi(page, '赵丽华');
    await waitForBills(page);
    await page.reload();

    await page.getByTestId('outpatient-bill').first().waitFor();
    await expect(page.getByTestId('outpatient-total').innerText()).resolves.toBe('¥0.00');
    await look(page, 'outpatient-unpaid');
    await page.getByTestId('outpatient-bill').first().click();
    await expect(page.getByTestId('outpatient-total').innerText()).resolves.toBe('¥44.10');
    await page.getByTestId('outpatient-submit').click();

    await page.waitForURL(/\/pay\/patientpay/);
    await expect(page.getByTestId('outpatient-pay-amount').innerText()).resolves.toBe('¥44.10');
    await expect(page.getByText('支付宝').first().isVisible()).resolves.toBe(true);
    await look(page, 'outpatient-patientpay');
    await page.getByTestId('outpatient-pay-submit').click();
    await confirmAtCashier(page, 'outpatient-alipay-cashier');

    await expect(page.getByTestId('outpatient-next-steps').innerText()).resolves.toContain(
      '西药房 3 号窗口',
    );
    await look(page, 'outpatient-paydetails');

    await page.goto('/paymentRecords/paymentRecord');
    await page.getByText('门诊缴费').first().click();
    await page.waitForURL(/paymentRecordDetail/);
    await page.getByTestId('record-bill').first().waitFor();
    await expect(page.getByTestId('record-bill').first().innerText()).resolves.toContain(
      '阿莫西林胶囊',
    );
    await expect(page.getByTestId('payment-status').innerText()).resolves.toBe('已支付');
    await look(page, 'outpatient-payment-record');
    await context.close();
  });

  it('pays a bill from its QR code in a plain browser after proving whose it is', async () => {
    // The patient's own phone: the bills arrive on their card.
    const owner = await openPhone(userAgents.wechatAndroid);
    await signInAt(owner.page, UNPAID);
    await addPatientByApi(owner.page, '钱志强');
    const [billNo = ''] = await waitForBills(owner.page);
    await owner.context.close();

    // A relative scans the paper bill with the phone's camera: a plain browser.
    const { context, page } = await openPhone(userAgents.plainBrowser);
    await registerInBrowser(page);
    await page.goto(`/pay/scanPatientpay?billNo=${billNo}`);
    await page.getByTestId('scan-total').waitFor();
    await look(page, 'outpatient-scan');

    await page.getByTestId('scan-name').locator('input').fill('钱志强');
    await page.getByTestId('scan-id-tail').locator('input').fill('0000');
    await page.getByTestId('scan-submit').click();
    await page.getByText('姓名或证件号后四位与账单不符').waitFor();

    await page.getByTestId('scan-id-tail').locator('input').fill(ID_TAIL);
    await page.getByTestId('scan-submit').click();
    await page.waitForURL(/\/pay\/patientpay/);
    await page.getByTestId('outpatient-pay-submit').click();
    await confirmAtCashier(page, 'outpatient-scan-cashier');
    await look(page, 'outpatient-scan-paid');

    await page.goto(`/pay/scanPatientpay?billNo=${billNo}`);
    await page.getByTestId('scan-settled').waitFor();
    await context.close();
  });
});
