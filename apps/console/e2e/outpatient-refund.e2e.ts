import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, it } from 'vitest';
import { closeBrowser, openDesktop, screenshot } from '../../web/e2e/browser.ts';
import { expectAccessible, openAs } from './console.ts';
import { payForOutpatientBill } from './paid-order.ts';

afterAll(closeBrowser);

// A patient pays at the sandbox cashier first, then finance works on that payment: about 60 s.
describe('finance: one line of a paid outpatient bill', { timeout: 180_000 }, () => {
  let finance: { context: BrowserContext; page: Page } | undefined;
  afterAll(() => finance?.context.close());

  it('finds the payment by card number and refunds one line with a reason', async () => {
    const cardNo = await payForOutpatientBill('钱退费测');
    finance = await openDesktop();
    const { page } = finance;
    await openAs(page, 'caiwu', `/console/finance/orders?keyword=${cardNo}`);
    const row = page.locator('tr.ant-table-row').filter({ hasText: '门诊缴费' });
    await row.getByRole('button', { name: '详情' }).click();
    const drawer = page.getByRole('dialog', { name: '支付订单详情' });
    const line = drawer.getByRole('row').filter({ hasText: '阿莫西林胶囊' });
    await line.getByRole('button', { name: /^退费/ }).click();

    const modal = page.getByRole('dialog', { name: '单项退费' });
    await modal.getByRole('button', { name: '确认退费' }).click();
    await modal.getByText('请填写退款原因').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'console-outpatient-line-refund');
    await modal.getByLabel('退费原因').fill('患者未取药，退回药品费用');
    await modal.getByRole('button', { name: '确认退费' }).click();
    await page.getByText('已提交退费 ¥31.60').waitFor();
    await modal.waitFor({ state: 'hidden' });

    // The refund goes to the sandbox provider in the background, and the open order follows
    // it there: the line turns without finance closing the order or reloading the page.
    await line.getByText('退款成功').waitFor({ timeout: 20_000 });
    await drawer.getByRole('cell', { name: '门诊退费 患者未取药，退回药品费用' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'console-outpatient-line-refunded');
  });
});
