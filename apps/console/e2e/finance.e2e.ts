import { buffer } from 'node:stream/consumers';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, closeBrowser, openDesktop, screenshot } from '../../web/e2e/browser.ts';
import { expectAccessible, openAs, settle, signInAsAdmin } from './console.ts';
import { payForRegistration } from './paid-order.ts';

afterAll(closeBrowser);

/** The server's day in the hospital: the suite's clock, not the wall's. */
async function serverDate(): Promise<string> {
  const response = await fetch(`${baseURL()}/api/hospitals/getBizConfig`);
  const { serverTime } = (await response.json()) as { serverTime: string };
  return new Date(Date.parse(serverTime) + 8 * 3600_000).toISOString().slice(0, 10);
}

/** Sets the approval threshold through the settings API with the administrator's token. */
async function setRefundThreshold(page: Page, fen: number): Promise<void> {
  const token = await page.evaluate(() => sessionStorage.getItem('console.token') ?? '');
  const headers = { authorization: `Bearer ${token}` };
  const current = await page.request.get('/console/api/settings', { headers });
  const { hospitalName: _name, ...settings } = (await current.json()) as Record<string, unknown>;
  const saved = await page.request.put('/console/api/settings', {
    headers,
    data: { ...settings, refundApprovalThresholdFen: fen },
  });
  expect(saved.status()).toBe(200);
}

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name });

describe('finance: refunds with a second approval, and reconciliation', () => {
  let finance: { context: BrowserContext; page: Page };
  let admin: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    await payForRegistration('赵财务测');
    admin = await openDesktop();
    await signInAsAdmin(admin.page);
    // Registration fees are small: a threshold of ¥2 makes ¥3 a refund that needs approval.
    await setRefundThreshold(admin.page, 200);
    finance = await openDesktop();
  }, 240_000);
  afterAll(async () => {
    await setRefundThreshold(admin.page, 50_000);
    await admin.context.close();
    await finance.context.close();
  });

  it('lets the finance member find a paid order and refund a small amount at once', async () => {
    const { page } = finance;
    await openAs(page, 'caiwu');
    await menuLink(page, '支付订单').click();
    await page.waitForURL(/\/console\/finance\/orders/);
    const row = page.locator('tr.ant-table-row').filter({ hasText: '已支付' }).first();
    await row.waitFor();
    await expectAccessible(page);
    await screenshot(page, 'console-finance-orders');

    await row.getByRole('button', { name: '详情' }).click();
    const drawer = page.getByRole('dialog', { name: '支付订单详情' });
    await drawer.getByText('退款记录').waitFor();
    await settle(page);
    await expectAccessible(page);
    await screenshot(page, 'console-finance-order-detail');

    await drawer.getByRole('button', { name: '退款' }).click();
    const modal = page.getByRole('dialog', { name: '退款', exact: true });
    await modal.getByRole('button', { name: '确认退款' }).click();
    await modal.getByText('请输入退款金额').waitFor();
    await modal.getByText('请填写退款原因').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'console-finance-refund-invalid');

    await modal.getByLabel('退款金额（元）').fill('1');
    await modal.getByLabel('退款原因').fill('患者少做一项检查，退部分费用');
    await modal.getByRole('button', { name: '确认退款' }).click();
    await page.getByText('已提交退款 ¥1.00').waitFor();
    await modal.waitFor({ state: 'hidden' });
    await drawer.getByRole('cell', { name: '患者少做一项检查，退部分费用' }).first().waitFor();
    await screenshot(page, 'console-finance-refunded');
  });

  it('turns a refund above the threshold into a request its author cannot approve', async () => {
    const { page } = finance;
    const drawer = page.getByRole('dialog', { name: '支付订单详情' });
    await drawer.getByRole('button', { name: '退款' }).click();
    const modal = page.getByRole('dialog', { name: '退款', exact: true });
    await modal.getByLabel('退款金额（元）').fill('3');
    await modal.getByLabel('退款原因').fill('检查取消，申请退还检查费');
    await modal.getByRole('button', { name: '确认退款' }).click();
    await page.getByText('金额超过审批额度，已提交退款申请，待另一位财务人员审批').waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await menuLink(page, '退款审批').click();
    await page.waitForURL(/\/console\/finance\/refund-approvals/);
    const own = page.locator('tr.ant-table-row').filter({ hasText: '检查取消，申请退还检查费' });
    await own.getByText('本人申请，不可审批').waitFor();
    await expect(own.getByRole('button', { name: '同意' }).count()).resolves.toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'console-finance-approvals-own');
  });

  it('lets a second person approve it, after confirming', async () => {
    const { page } = admin;
    await page.goto('/console/finance/refund-approvals');
    const request = page
      .locator('tr.ant-table-row')
      .filter({ hasText: '检查取消，申请退还检查费' });
    await request.waitFor();
    await expectAccessible(page);
    await screenshot(page, 'console-finance-approvals');
    await request.getByRole('button', { name: '同意' }).click();
    await page.getByText('确认向患者退款 ¥3.00？').waitFor();
    await screenshot(page, 'console-finance-approve-confirm');
    await page.locator('.ant-popconfirm').getByRole('button', { name: '同意' }).click();
    await page.getByText('已同意退款 ¥3.00').waitFor();
    await page.getByText('暂无待审批的退款申请').waitFor();

    await page.getByText('全部申请').click();
    const decided = page
      .locator('tr.ant-table-row')
      .filter({ hasText: '检查取消，申请退还检查费' });
    await decided.getByText('审批人：系统管理员').waitFor();
    await settle(page);
    await expectAccessible(page);
    await screenshot(page, 'console-finance-approvals-all');
  });

  it("reconciles the day against the providers' bills and downloads the CSV", async () => {
    const { page } = finance;
    const date = await serverDate();
    await page.goto(`/console/finance/reconciliation?date=${date}`);
    await page.getByText('本院收款').first().waitFor();
    await page.getByText('账单已获取').first().waitFor();
    await settle(page);
    await expectAccessible(page);
    await screenshot(page, 'console-finance-reconciliation');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载 CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`对账单-${date}.csv`);
    // Streamed, not read from a path: the run's browser is another process (global-setup.ts),
    // and Playwright names no path for a download over a connection.
    const csv = await buffer(await download.createReadStream());
    expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.toString('utf8')).toContain(`对账日期 ${date}`);
    expect(csv.toString('utf8')).toContain('微信支付,已获取');
  });
});
