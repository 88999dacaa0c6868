import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, closeBrowser, openPhone, screenshot, userAgents } from './browser.ts';
import { expectHandOverToMiniProgram, fakeMiniProgramShell } from './mini-program.ts';

afterAll(closeBrowser);

const tabIds = { 诊疗服务: 'tab-home', 个人中心: 'tab-personal', 消息: 'tab-message' } as const;
type TabName = keyof typeof tabIds;
const tab = (page: Page, name: TabName) => page.getByTestId(tabIds[name]);

async function expectSignedInShell(page: Page, tabs: TabName[]) {
  await tab(page, '个人中心').waitFor();
  for (const name of tabs) await expect(tab(page, name).innerText()).resolves.toContain(name);
  await expect(tab(page, '消息').count()).resolves.toBe(tabs.includes('消息') ? 1 : 0);
}

describe('sign-in from each host', () => {
  it('signs a WeChat user in through the OAuth sandbox and lands on the home tab', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await page.goto('/personal');
    await page.waitForURL(/\/sandbox\/wechat\/connect\/oauth2\/authorize/);
    expect(new URL(page.url()).searchParams.get('scope')).toBe('snsapi_userinfo');
    await screenshot(page, 'wechat-sandbox-authorize');
    await page.getByTestId('sandbox-confirm').click();
    await page.waitForURL(/\/personal$/);
    await expectSignedInShell(page, ['诊疗服务', '个人中心']);
    await page.getByTestId('user-name').waitFor();
    await screenshot(page, 'wechat-personal');
    await tab(page, '诊疗服务').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('service-register').waitFor();
    await screenshot(page, 'wechat-home');
    await context.close();
  });

  it('signs an Alipay user in through the auth sandbox with auth_code', async () => {
    const { context, page } = await openPhone(userAgents.alipay);
    await page.goto('/personal');
    await page.waitForURL(/\/sandbox\/alipay\/oauth2\/publicAppAuthorize\.htm/);
    expect(new URL(page.url()).searchParams.get('scope')).toBe('auth_user');
    await screenshot(page, 'alipay-sandbox-authorize');
    await page.getByTestId('sandbox-confirm').click();
    await page.waitForURL(/\/personal$/);
    await expectSignedInShell(page, ['诊疗服务', '个人中心']);
    await screenshot(page, 'alipay-personal');
    await context.close();
  });

  it('posts the auth message to the mini-program and goes back', async () => {
    const { context, page } = await openPhone(userAgents.miniProgram);
    await fakeMiniProgramShell(page);
    await page.goto('/personal');
    await expectHandOverToMiniProgram(page, /\/personal$/);
    await context.close();
  });

  it('sends a plain-browser visitor to the app sign-in page', async () => {
    const { context, page } = await openPhone(userAgents.plainBrowser);
    await page.goto('/personal');
    await page.waitForURL(/\/appLogin\/appLogin$/);
    await screenshot(page, 'plain-browser-app-login');
    await context.close();
  });

  it('re-runs the host sign-in after the server revokes the token and returns to the same page', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await page.goto('/personal');
    await page.waitForURL(/\/sandbox\/wechat\/connect\/oauth2\/authorize/);
    await page.getByTestId('sandbox-confirm').click();
    await page.getByTestId('user-name').waitFor();
    const revoked = await page.evaluate(() => sessionStorage.getItem('access_token'));
    expect(revoked).toBeTruthy();

    const response = await fetch(`${baseURL()}/oauth/revoke`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from('patient-web:patient-web-secret').toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ token: revoked ?? '' }).toString(),
    });
    expect(response.status).toBe(200);

    await page.reload();
    await page.waitForURL(/\/sandbox\/wechat\/connect\/oauth2\/authorize/);
    await page.getByTestId('sandbox-confirm').click();
    await page.waitForURL(/\/personal$/);
    await page.getByTestId('user-name').waitFor();
    const renewed = await page.evaluate(() => sessionStorage.getItem('access_token'));
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(revoked);
    await context.close();
  });
});
