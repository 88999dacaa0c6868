import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, look, openPhone, userAgents } from './browser.ts';
import { signInAt } from './reports-session.ts';

afterAll(closeBrowser);

/** A call with the page's own session, as the app makes it. */
function api<T>(page: Page, method: string, url: string, body?: object): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${sessionStorage.getItem('access_token') ?? ''}`,
          'Content-Type': 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok)
        throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    { method, url, body },
  );
}

/** Reloads until `testId` shows: what the demo HIS sends after our webhook takes a moment. */
async function reloadUntil(page: Page, testId: string): Promise<void> {
  for (let tries = 0; tries < 20; tries += 1) {
    try {
      await page.getByTestId(testId).waitFor({ timeout: 3_000 });
      return;
    } catch {
      await page.reload();
    }
  }
  throw new Error(`${testId} did not show`);
}

// Binding, a top-up at the sandbox cashier, settling and the bill from the demo HIS: ~60 s.
describe('self-discharge', { timeout: 180_000 }, () => {
  it('settles in WeChat, gets the surplus back to the top-up, and opens the bill', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, '/inHospitalManagePages/hospitalManage');
    // The demo HIS keeps 赵敏 ready to leave on a card no account holds: bound by number.
    const stay = await api<{ id: number }>(page, 'POST', '/api/inpat/saveUserInpat', {
      inpatientNo: 'ZY2026003',
      patientName: '赵敏',
    });
    const topUp = await api<{ params: { sandboxCashierUrl?: string } }>(
      page,
      'POST',
      '/api/inpat/pay',
      { id: stay.id, amountFen: 50_000 },
    );
    await page.goto(topUp.params.sandboxCashierUrl ?? '');
    await page.getByTestId('sandbox-pay-confirm').click();
    await page.waitForURL(/inHospitalPay/);

    await page.goto(`/inHospitalManagePages/outHospital?id=${stay.id}`);
    await page.getByTestId('discharge-settle').waitFor();
    await expect(page.getByTestId('discharge-balance').innerText()).resolves.toMatch(/¥/);
    await look(page, 'discharge-out-hospital');
    await page.getByTestId('discharge-settle').click();
    await page.locator('.adm-dialog').getByRole('button', { name: '确认结算' }).click();

    await page.waitForURL(/outHospitalSettlement/);
    const refund = page.getByTestId('settlement-refund').first();
    await refund.waitFor();
    // Newest first: the WeChat top-up goes back whole, the rest at the window.
    await expect(refund.innerText()).resolves.toContain('微信支付');
    await expect(refund.innerText()).resolves.toContain('¥500.00');
    await expect
      .poll(() => refund.innerText(), { timeout: 40_000, interval: 2_000 })
      .toContain('已退回');
    await look(page, 'discharge-settlement');
    const settlementId = new URL(page.url()).searchParams.get('id') ?? '';

    await page.getByTestId('settlement-doc-bill').click();
    await page.waitForURL(/settlementReceipt/);
    await reloadUntil(page, 'receipt-open');
    await look(page, 'discharge-receipt');
    await page.getByTestId('receipt-open').click();
    await page.waitForURL(/pdfPage/);
    await page.getByTestId('pdf-viewer').waitFor({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: '电子票据' }).isVisible()).resolves.toBe(true);
    await look(page, 'discharge-bill-pdf');

    await page.goBack();
    await page.goBack();
    await page.getByTestId('settlement-doc-feeList').click();
    await page.waitForURL(/pdfPage/);
    await page.getByTestId('pdf-viewer').waitFor({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: '住院费用清单' }).isVisible()).resolves.toBe(
      true,
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('pdf-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('住院费用清单.pdf');
    await look(page, 'discharge-fee-list');

    await page.goto(`/inHospitalManagePages/dischargeReport?id=${stay.id}`);
    await page.getByTestId('report-course').waitFor();
    await look(page, 'discharge-report');

    await page.goto(`/pay/outHospitalPay?id=${settlementId}`);
    await page.getByTestId('balance-done').waitFor();
    await look(page, 'discharge-pay-done');
    await context.close();
  });

  it('settles with a balance to pay and pays it at the cashier', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, '/inHospitalManagePages/hospitalManage');
    // The demo HIS keeps 陈芳 ready to leave, her ¥1,000 deposit short of her ¥2,055.30 share.
    const stay = await api<{ id: number }>(page, 'POST', '/api/inpat/saveUserInpat', {
      inpatientNo: 'ZY2026004',
      patientName: '陈芳',
    });

    await page.goto(`/inHospitalManagePages/outHospital?id=${stay.id}`);
    await page.getByTestId('discharge-settle').waitFor();
    await expect(page.getByTestId('discharge-balance').innerText()).resolves.toContain('¥1,055.30');
    await page.getByTestId('discharge-settle').click();
    await page.locator('.adm-dialog').getByRole('button', { name: '确认结算' }).click();

    await page.waitForURL(/outHospitalSettlement/);
    await page.getByTestId('settlement-pay').click();
    await page.waitForURL(/outHospitalPay/);
    await expect(page.getByTestId('balance-amount').innerText()).resolves.toBe('¥1,055.30');
    await look(page, 'discharge-pay-due');

    // The sandbox cashier stands in for WeChat's payment sheet.
    await page.getByTestId('balance-pay').click();
    await page.getByTestId('sandbox-pay-confirm').click();
    await page.waitForURL(/outHospitalPay/, { timeout: 30_000 });
    await page.getByTestId('balance-done').waitFor({ timeout: 30_000 });
    await expect(page.getByText('出院结算完成').isVisible()).resolves.toBe(true);
    await look(page, 'discharge-pay-paid');
    await context.close();
  });
});
