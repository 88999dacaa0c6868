import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL, seriousViolations } from '../../web/e2e/browser.ts';

/** The demo's published staff credentials (README): one account per role, one password. */
export const DEMO_PASSWORD = 'console-demo-2026';
export const DEMO_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/**
 * The code an authenticator shows now on the server's clock, which runs from the suite's
 * start rather than the wall's; the hospital's public settings tell its time.
 */
export async function totpCode(secret: string): Promise<string> {
  const response = await fetch(`${baseURL()}/api/hospitals/getBizConfig`);
  const { serverTime } = (await response.json()) as { serverTime: string };
  return generate({ secret, epoch: Math.floor(Date.parse(serverTime) / 1000) });
}

/** Fills and sends the console's sign-in form. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

/** No request in flight, no spinner or skeleton left: the page as staff see it. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('.ant-spin-spinning, .ant-skeleton-active').waitFor({ state: 'detached' });
}

export async function expectAccessible(page: Page): Promise<void> {
  await settle(page);
  await expect(seriousViolations(page)).resolves.toEqual([]);
}
