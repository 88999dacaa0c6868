import type { IndexInit } from '@hospital/contract';
import type { HospitalSettingsView } from '@hospital/contract/console';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  closeBrowser,
  openDesktop,
  openPhone,
  screenshot,
  seriousViolations,
  userAgents,
} from '../../web/e2e/browser.ts';
import { bookByApi, patientApi } from '../../web/e2e/patient-steps.ts';
import { addPatientByApi, signInAt } from '../../web/e2e/reports-session.ts';
import { expectAccessible, settle, signInAsAdmin } from './console.ts';

afterAll(closeBrowser);

/** Nothing listens on the discard port: every delivery there fails and is retried. */
const DOWN_URL = 'http://127.0.0.1:9/webhooks';
const DOWN_NAME = 'e2e-his-down';

/** A console API call with the page's staff session, for setting up and tidying up. */
function consoleApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${sessionStorage.getItem('console.token') ?? ''}`,
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
      return (await response.json()) as T;
    },
    { method, path, body },
  );
}

/** A full-page screenshot of a scrolled page draws the fixed sider and header where they were. */
const atTop = (page: Page) => page.evaluate(() => window.scrollTo(0, 0));

const homeOfHospital = async (): Promise<IndexInit> =>
  (await fetch(`${baseURL()}/api/index/init`)).json() as Promise<IndexInit>;

describe('the administrator', () => {
  let context: BrowserContext;
  let page: Page;
  let original: HospitalSettingsView | undefined;
  beforeAll(async () => {
    ({ context, page } = await openDesktop());
    await signInAsAdmin(page);
    original = await consoleApi<HospitalSettingsView>(page, 'GET', '/console/api/settings');
  }, 120_000);
  // The suite's other files share this server and expect the demo hospital as it was.
  afterAll(async () => {
    if (original) {
      const { hospitalName: _, ...settings } = original;
      await consoleApi(page, 'PUT', '/console/api/settings', settings);
    }
    await context.close();
  });

  it('changes a setting, with the form saying in Chinese what is wrong first', async () => {
    await page.getByRole('link', { name: '医院设置' }).first().click();
    await page.waitForURL(/\/console\/settings$/);
    await page.getByLabel('可预约天数').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'console-hospital-settings');

    await page.getByLabel('服务电话').fill('');
    await page.getByLabel('可预约天数').fill('99');
    await page.getByRole('button', { name: '保存设置' }).click();
    await page.getByText('请输入服务电话').waitFor();
    await page.getByText('可预约天数须在 1 至 60 天之间').waitFor();
    await expectAccessible(page);
    await atTop(page);
    await screenshot(page, 'console-hospital-settings-invalid');

    await page.getByLabel('服务电话').fill('0571-87000000');
    await page.getByLabel('可预约天数').fill('21');
    await page.getByRole('button', { name: '保存设置' }).click();
    await page.getByText('医院设置已保存，即时生效').waitFor();
    await expect(homeOfHospital()).resolves.toMatchObject({ servicePhone: '0571-87000000' });
  });

  it('sets the refund approval threshold in yuan, kept exactly after a reload', async () => {
    const threshold = page.getByLabel('退款审批额度');
    await expect(threshold.inputValue()).resolves.toBe('500.00');
    await threshold.fill('100000.01');
    await page.getByRole('button', { name: '保存设置' }).click();
    await page.getByText('退款审批额度须在 ¥0.00 至 ¥100,000.00 之间').waitFor();
    await threshold.fill('1288.29');
    await page.getByRole('button', { name: '保存设置' }).click();
    await page.getByText('医院设置已保存，即时生效').last().waitFor();

    await page.reload();
    await expect(page.getByLabel('退款审批额度').inputValue()).resolves.toBe('1288.29');
    const saved = await consoleApi<HospitalSettingsView>(page, 'GET', '/console/api/settings');
    expect(saved.refundApprovalThresholdFen).toBe(128829);
    await page.getByLabel('退款审批额度').scrollIntoViewIfNeeded();
    await screenshot(page, 'console-hospital-settings-refund-threshold');
  });

  it('switches COVID screening and surveys off: patients lose the entries, the pages and the API', async () => {
    for (const area of ['核酸预约', '新冠登记', '满意度调查'])
      await page.getByRole('switch', { name: area }).click();
    await page.getByRole('button', { name: '保存设置' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确认关闭以下服务？' });
    await expect(confirm.innerText()).resolves.toContain('核酸预约、新冠登记、满意度调查');
    await expectAccessible(page);
    await atTop(page);
    await screenshot(page, 'console-hospital-settings-confirm-close');
    await confirm.getByRole('button', { name: '确认保存' }).click();
    await page.getByText('医院设置已保存，即时生效').last().waitFor();
    await expect(
      page.getByRole('switch', { name: '核酸预约' }).getAttribute('aria-checked'),
    ).resolves.toBe('false');
    expect((await homeOfHospital()).modules).toMatchObject({
      nucleicAcid: false,
      newCrown: false,
      survey: false,
      registration: true,
    });

    const phone = await openPhone(userAgents.wechatAndroid);
    try {
      await signInAt(phone.page, '/personal');
      await phone.page.getByTestId('tab-home').click();
      await phone.page.getByTestId('service-register').waitFor();
      for (const entry of ['nucleicAcid', 'newCrown', 'survey'])
        await expect(phone.page.getByTestId(`service-${entry}`).count()).resolves.toBe(0);
      await screenshot(phone.page, 'patient-home-without-covid');

      await phone.page.goto('/nucleicAcid/nucleicAcid');
      await phone.page.getByRole('heading', { level: 1, name: '本院未开通此项服务' }).waitFor();
      await expect(seriousViolations(phone.page)).resolves.toEqual([]);
      await screenshot(phone.page, 'patient-nucleic-acid-not-offered');

      await expect(patientApi(phone.page, '/api/surveys')).resolves.toEqual({
        status: 404,
        body: { code: 'MODULE_DISABLED', message: '本院未开通此项服务' },
      });
    } finally {
      await phone.context.close();
    }
  }, 120_000);

  it('adds a subscription, filters failed deliveries and replays one that keeps failing', async () => {
    await page.getByRole('link', { name: 'Webhook 管理' }).first().click();
    await page.waitForURL(/\/console\/webhooks$/);
    await page.getByRole('tab', { name: '订阅' }).click();
    await page.getByRole('cell', { name: 'demo-his' }).first().waitFor();

    await page.getByRole('button', { name: '新建订阅' }).click();
    const create = page.getByRole('dialog', { name: '新建订阅' });
    await create.getByRole('button', { name: '创建' }).click();
    await create.getByText('请填写名称').waitFor();
    await create.getByText('请填写 http(s) 地址').waitFor();
    await create.getByLabel('名称').fill(DOWN_NAME);
    await create.getByLabel('接收地址').fill(DOWN_URL);
    await create.getByRole('button', { name: '创建' }).click();
    const secret = page.getByRole('dialog', { name: `签名密钥：${DOWN_NAME}` });
    await secret.getByText('密钥只显示这一次').waitFor();
    await secret.getByRole('button', { name: '我已保存' }).click();
    await secret.waitFor({ state: 'hidden' });

    const phone = await openPhone(userAgents.wechatAndroid);
    try {
      await signInAt(phone.page, '/personal');
      // One appointment.booked event.
      await bookByApi(phone.page, await addPatientByApi(phone.page, '赵投递'));
    } finally {
      await phone.context.close();
    }

    await page.getByRole('tab', { name: '投递记录' }).click();
    const filter = async (status: string) => {
      await page.getByLabel('状态').click();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: status })
        .click();
      await page.getByRole('button', { name: '查询' }).click();
      await settle(page);
    };
    await filter('投递失败');
    await page.getByText('没有符合条件的投递记录').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'console-webhooks-none-failed');

    await filter('待投递（含重试中）');
    // Another event of this server (a payment confirmed late) may reach the new subscription
    // too: follow the booking this test made.
    const failing = page
      .getByRole('row')
      .filter({ hasText: DOWN_NAME })
      .filter({ hasText: 'appointment.booked' })
      .first();
    // The delivery job tries every two seconds; the list shows what it last recorded.
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: '查询' }).click();
          await settle(page);
          return failing.innerText().catch(() => '');
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toContain('重试中');
    await expectAccessible(page);
    await screenshot(page, 'console-webhooks-retrying');

    await failing.getByRole('button', { name: '详情' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: '投递详情' });
    await drawer.getByText('appointment.booked').first().waitFor();
    await expect(drawer.innerText()).resolves.toMatch(/最近错误\s*\S+/);
    await expectAccessible(page);
    await screenshot(page, 'console-webhook-delivery');

    await drawer.getByRole('button', { name: '重新投递' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '重新投递' }).click();
    await page.getByText('已重新投递').waitFor();
    await drawer.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });
  }, 120_000);

  it('edits a subscription and rotates its secret, shown once', async () => {
    await page.getByRole('tab', { name: '订阅' }).click();
    const row = page.getByRole('row').filter({ hasText: DOWN_NAME });
    await row.getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog', { name: `编辑订阅：${DOWN_NAME}` });
    await edit.getByLabel('接收地址').fill('not a url');
    await edit.getByRole('button', { name: '保存' }).click();
    await edit.getByText('请填写 http(s) 地址').waitFor();
    await edit.getByLabel('接收地址').fill(`${DOWN_URL}/v2`);
    await edit.getByLabel('预约成功（appointment.booked）').check();
    await edit.getByRole('switch').click();
    await expectAccessible(page);
    await screenshot(page, 'console-webhook-subscription-edit');
    await edit.getByRole('button', { name: '保存' }).click();
    await page.getByText(`已保存订阅 ${DOWN_NAME}`).waitFor();
    await edit.waitFor({ state: 'hidden' });
    await expect(row.innerText()).resolves.toMatch(/停用[\s\S]*预约成功|预约成功[\s\S]*停用/);

    await row.getByRole('button', { name: '更换密钥' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '更换' }).click();
    const shown = page.getByRole('dialog', { name: `签名密钥：${DOWN_NAME}` });
    const secret = (await shown.locator('code').innerText()).trim();
    expect(secret.length).toBeGreaterThan(16);
    await expectAccessible(page);
    await screenshot(page, 'console-webhook-secret');
    await shown.getByRole('button', { name: '我已保存' }).click();
    await shown.waitFor({ state: 'hidden' });
    await expect(row.innerText()).resolves.not.toContain(secret);
    // The closed dialog fades out after its name is gone: check the page once it has left.
    await expect.poll(() => page.locator('.ant-modal:visible').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'console-webhook-subscriptions');
  });
});
