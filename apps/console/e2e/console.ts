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

/** The demo's staff accounts other than the administrator, who also gives a TOTP code. */
export type DemoMember = 'paiban' | 'caiwu' | 'neirong' | 'kefu';

/**
 * Opens a console address as a demo member: the console sends them to sign in, and signing
 * in brings them back to it.
 */
export async function openAs(page: Page, member: DemoMember, path = '/console/'): Promise<void> {
  await page.goto(path);
  await page.waitForURL(/\/console\/sign-in$/);
  await signIn(page, member, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
}

/**
 * Signs the demo administrator in. A TOTP code works once: when another test has just used
 * this step's code, the next step's is waited for.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/console/');
  await signIn(page, 'admin', DEMO_PASSWORD);
  await page.getByText('二次验证').waitFor();
  const enterCode = async () => {
    await page.getByLabel('动态验证码').fill(await totpCode(DEMO_ADMIN_TOTP_SECRET));
    await page.getByRole('button', { name: '验证并登录' }).click();
  };
  await enterCode();
  const welcome = page.getByText('您好，');
  // Whichever comes first; the other wait runs out quietly.
  const outcome = await Promise.race([
    welcome.waitFor().then(
      () => 'signed in',
      () => 'timed out',
    ),
    page
      .getByRole('alert')
      .waitFor()
      .then(
        () => 'refused',
        () => 'timed out',
      ),
  ]);
  if (outcome === 'signed in') return;
  if (outcome === 'timed out') throw new Error('the TOTP step did not answer');
  await page.waitForTimeout(30_000);
  await enterCode();
  await welcome.waitFor();
}

/**
 * No request in flight, no spinner or skeleton left, no dialog still fading in or out: the
 * page as staff see it. Half-faded text is not what they read, and axe would judge its
 * contrast.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('.ant-spin-spinning, .ant-skeleton-active').waitFor({ state: 'detached' });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

export async function expectAccessible(page: Page): Promise<void> {
  await settle(page);
  await expect(seriousViolations(page)).resolves.toEqual([]);
}
