import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeBrowser, openDesktop, screenshot } from '../../web/e2e/browser.ts';
import {
  DEMO_ADMIN_TOTP_SECRET,
  DEMO_PASSWORD,
  expectAccessible,
  settle,
  signIn,
  totpCode,
} from './console.ts';

afterAll(closeBrowser);

const NURSE = { username: 'e2e.nurse', name: '王晓护', password: 'Welcome2026x' };
const NEW_ADMIN = { username: 'e2e.admin', name: '李新管', password: 'Welcome2026y' };

async function createAccount(
  page: Page,
  account: { username: string; name: string; password: string },
  role: string,
): Promise<void> {
  await page.getByRole('button', { name: '新建账号' }).click();
  const dialog = page.getByRole('dialog', { name: '新建员工账号' });
  await dialog.getByLabel('用户名').fill(account.username);
  await dialog.getByLabel('姓名').fill(account.name);
  // A click while the dialog is still zooming in can land and change nothing: click until
  // the box reads checked.
  const roleBox = dialog.getByLabel(role);
  await expect
    .poll(async () => {
      if (!(await roleBox.isChecked())) await roleBox.click();
      return roleBox.isChecked();
    })
    .toBe(true);
  await dialog.getByLabel('初始密码').fill(account.password);
  await dialog.getByLabel('确认密码').fill(account.password);
  await dialog.getByRole('button', { name: '创建' }).click();
  await page.getByText(`已创建账号 ${account.username}`).waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

describe('the demo administrator', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => ({ context, page } = await openDesktop()));
  afterAll(() => context.close());

  it('is sent to sign-in from a page, checked in Chinese, asked for the authenticator code, and brought back', async () => {
    await page.goto('/console/staff');
    await page.waitForURL(/\/console\/sign-in$/);
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByText('请输入用户名').waitFor();
    await page.getByText('请输入密码').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'console-sign-in');

    await signIn(page, 'admin', 'wrong-password-1');
    await page.getByRole('alert').waitFor();
    await signIn(page, 'admin', DEMO_PASSWORD);
    await page.getByText('二次验证').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'console-sign-in-totp');

    await page.getByLabel('动态验证码').fill(await totpCode(DEMO_ADMIN_TOTP_SECRET));
    await page.getByRole('button', { name: '验证并登录' }).click();
    await page.waitForURL(/\/console\/staff$/);
    await expect(page.locator('header').innerText()).resolves.toContain('系统管理员');
  });

  it('creates a staff account, with the form saying in Chinese what is missing', async () => {
    await page.getByRole('cell', { name: 'admin', exact: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'console-staff-accounts');

    await page.getByRole('button', { name: '新建账号' }).click();
    const dialog = page.getByRole('dialog', { name: '新建员工账号' });
    // A click while the dialog is still opening can be lost on a busy machine: click until
    // the form answers (submitting an empty form again changes nothing).
    await vi.waitFor(
      async () => {
        await dialog.getByRole('button', { name: '创建' }).click();
        await dialog.getByText('请输入姓名').waitFor({ timeout: 3_000 });
      },
      { timeout: 30_000, interval: 500 },
    );
    for (const message of ['请输入姓名', '请至少选择一个角色', '密码至少10位', '请再次输入密码']) {
      await dialog.getByText(message).waitFor();
    }
    await expectAccessible(page);
    await screenshot(page, 'console-staff-create-invalid');

    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await createAccount(page, NURSE, '患者服务');
    const row = page.getByRole('row').filter({ hasText: NURSE.username });
    await expect(row.innerText()).resolves.toContain('患者服务');
    await screenshot(page, 'console-staff-created');
  });

  it('finds that creation in the audit log by filtering, with the account after it', async () => {
    await page.getByRole('link', { name: '审计日志' }).click();
    await page.waitForURL(/\/console\/audit/);
    await page.getByLabel('操作', { exact: true }).fill('staff.create');
    await page.getByRole('button', { name: '查询' }).click();
    await page.waitForURL(/action=staff\.create/);
    await settle(page);
    const rows = page.locator('tr.ant-table-row');
    // The table keeps the unfiltered rows on screen until the filtered answer arrives.
    await expect
      .poll(async () => (await rows.allInnerTexts()).every((text) => text.includes('staff.create')))
      .toBe(true);
    const created = rows.filter({ hasText: '系统管理员' }).last();
    await created.getByRole('button', { name: '展开行' }).click();
    const diff = page.locator('.ant-table-expanded-row').last();
    await expect(diff.innerText()).resolves.toContain(NURSE.username);
    await expectAccessible(page);
    await screenshot(page, 'console-audit-log');
  });

  it('creates another administrator, who must bind an authenticator before anything else', async () => {
    await page.getByRole('link', { name: '员工账号' }).click();
    await createAccount(page, NEW_ADMIN, '系统管理员');

    const other = await openDesktop();
    try {
      await other.page.goto('/console/');
      await signIn(other.page, NEW_ADMIN.username, NEW_ADMIN.password);
      await other.page.waitForURL(/\/console\/totp-enrol$/);
      await other.page.getByRole('img', { name: '身份验证器绑定二维码' }).waitFor();
      await expectAccessible(other.page);
      await screenshot(other.page, 'console-totp-enrol');
      await other.page.goto('/console/staff');
      await other.page.waitForURL(/\/console\/totp-enrol$/);

      const secret = await other.page.locator('code').innerText();
      await other.page.getByLabel('验证器显示的 6 位验证码').fill(await totpCode(secret));
      await other.page.getByRole('button', { name: '完成绑定' }).click();
      await other.page.getByText(`您好，${NEW_ADMIN.name}`).waitFor();
      await other.page.getByRole('link', { name: '员工账号' }).first().waitFor();
    } finally {
      await other.context.close();
    }
  });
});

describe('a member without the administrator role', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => ({ context, page } = await openDesktop()));
  afterAll(() => context.close());

  it('sees only the pages of their role on the workbench and in the menu', async () => {
    await page.goto('/console/');
    await page.waitForURL(/\/console\/sign-in$/);
    await signIn(page, NURSE.username, NURSE.password);
    await page.getByText(`您好，${NURSE.name}`).waitFor();
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await expect(menu.innerText()).resolves.not.toMatch(/员工账号|审计日志/);
    await expectAccessible(page);
    await screenshot(page, 'console-workbench-service');
  });

  it.each(['/console/staff', '/console/audit'])('gets 无权限 on a direct URL %s', async (url) => {
    await page.goto(url);
    await page.getByText('无权限').waitFor();
    await expect(page.getByRole('table').count()).resolves.toBe(0);
    await expectAccessible(page);
    await screenshot(page, `console-forbidden${url.replaceAll('/', '-')}`);
  });
});
