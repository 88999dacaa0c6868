import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { LINKED_PAGES } from '../test/linked-pages.ts';
import { closeBrowser, openPhone, screenshot, seriousViolations, userAgents } from './browser.ts';
import { expectHandOverToMiniProgram, fakeMiniProgramShell } from './mini-program.ts';
import { signInAt } from './reports-session.ts';

afterAll(closeBrowser);

const BUSY = '.adm-skeleton, [aria-busy="true"], .adm-spin-loading, .adm-toast-mask';

/** Settled: no request in flight for a while, so a skeleton still showing would show forever. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

describe('pages opened from a link without the value they need', () => {
  // Two dozen pages, each loaded afresh and checked with axe.
  it(
    'each says the link is incomplete, with a way home and nothing left loading',
    { timeout: 180_000 },
    async () => {
      const { context, page } = await openPhone(userAgents.wechatAndroid);
      await signInAt(page, '/personal');
      await page.getByTestId('user-name').waitFor();

      for (const [path, title] of LINKED_PAGES) {
        await page.goto(path);
        await page.getByText('此链接不完整').waitFor();
        await settle(page);
        await expect(page.getByRole('heading', { name: title }).count(), path).resolves.toBe(1);
        await expect(page.locator(BUSY).count(), path).resolves.toBe(0);
        await expect(page.getByTestId('back-home').isVisible(), path).resolves.toBe(true);
        await expect(seriousViolations(page), path).resolves.toEqual([]);
      }
      await page.goto('/regHistory/regDetail');
      await page.getByText('此链接不完整').waitFor();
      await screenshot(page, 'link-incomplete');

      await page.goto('/regHistory/regDetail?id=abc');
      await page.getByText('链接参数有误').waitFor();
      await screenshot(page, 'link-malformed');

      await page.getByTestId('back-home').click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByTestId('service-register').waitFor();
      await context.close();
    },
  );
});

describe('a page whose code fails to download', () => {
  it('shows a friendly error with a retry that brings the page back', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, '/personal');
    await page.getByTestId('user-name').waitFor();
    const chunk = '**/assets/section-introduce-page-*.js';
    await page.route(chunk, (route) => route.abort('internetdisconnected'));

    await page.goto('/hospitalManagePages/sectionIntroduce?deptCode=NK');
    await page.getByRole('heading', { name: '页面出了点问题' }).waitFor();
    await page.getByText('网络不稳定或页面出错，请重新加载').waitFor();
    await settle(page);
    await expect(page.locator(BUSY).count()).resolves.toBe(0);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await screenshot(page, 'route-error');

    await page.unroute(chunk);
    await page.getByRole('button', { name: '重新加载' }).click();
    await page.getByRole('heading', { name: '科室介绍' }).waitFor();
    await expect(page.getByText('页面出了点问题').count()).resolves.toBe(0);
    await context.close();
  });
});

describe('mini-program sign-in without the host configuration', () => {
  it('retries, then says so, and hands over to the shell once the configuration answers', async () => {
    const { context, page } = await openPhone(userAgents.miniProgram);
    await fakeMiniProgramShell(page);
    let asked = 0;
    await page.route('**/api/wx-api/oa-config', async (route) => {
      asked += 1;
      await route.fulfill({ status: 503, json: { message: '服务维护中' } });
    });

    await page.goto('/personal');
    await page.getByText('暂时无法连接登录服务，请检查网络后重试').waitFor({ timeout: 20_000 });
    expect(asked).toBe(4);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await screenshot(page, 'mini-program-sign-in-failed');

    await page.unroute('**/api/wx-api/oa-config');
    await page.getByRole('button', { name: '重新加载' }).click();
    await expectHandOverToMiniProgram(page, /\/personal$/);
    await context.close();
  });
});
