import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, openPhone, screenshot, userAgents } from './browser.ts';
import { addPatient, idNumber, MANAGER } from './patient-steps.ts';

afterAll(closeBrowser);

const phone = `139${String(Date.now()).slice(-8)}`;
const PASSWORD = 'Hospital2025';
const NEW_PASSWORD = 'Renewed2026x';

/** The visible input: the kept-alive sign-in form stays in the page, hidden, behind others. */
const field = (page: Page, placeholder: string) =>
  page.getByPlaceholder(placeholder).filter({ visible: true });

/** The code the sandbox SMS gateway holds for the phone (its inbox under /sandbox/sms). */
async function latestCode(page: Page): Promise<string> {
  const response = await page.request.get(`/sandbox/sms/latest?phone=${phone}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { code: string }).code;
}

async function sendAndFillCode(page: Page) {
  const send = page.getByTestId('send-code').filter({ visible: true });
  await send.click();
  await expect.poll(() => send.innerText()).toMatch(/秒后重发/);
  await field(page, '请输入6位验证码').fill(await latestCode(page));
}

async function signInWithPassword(page: Page, password: string) {
  await field(page, '请输入11位手机号').fill(phone);
  await field(page, '请输入密码').fill(password);
  await page.getByTestId('agreement').click();
  await page.getByTestId('sign-in-submit').click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe('an account in the plain browser', () => {
  it('registers, adds family members, reads messages, edits the name, resets the password and closes the account', async () => {
    const { context, page } = await openPhone(userAgents.plainBrowser);

    await page.goto('/appLogin/appLogin');
    await page.getByTestId('sign-in-submit').waitFor();
    await screenshot(page, 'account-login');
    await page.getByText('验证码登录').click();
    await screenshot(page, 'account-login-sms');
    await page.getByText('注册账号').click();
    await page.waitForURL(/mode=register/);
    await field(page, '请输入11位手机号').fill(phone);
    await sendAndFillCode(page);
    await field(page, '8-20位，含字母和数字').fill('short');
    await expect(page.getByTestId('password-rule').innerText()).resolves.toContain('密码长度');
    await field(page, '8-20位，含字母和数字').fill(PASSWORD);
    await field(page, '请输入真实姓名（选填）').fill('张晓明');
    await page.getByTestId('agreement').click();
    await screenshot(page, 'account-register');
    await page.getByTestId('register-submit').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('service-register').waitFor();

    // The welcome message waits on the 消息 tab with a badge.
    const messageTab = page.getByTestId('tab-message');
    const badge = async () => Number((await messageTab.innerText()).match(/\d+/)?.[0] ?? 0);
    await expect.poll(badge).toBeGreaterThan(0);
    const badgeBefore = await badge();
    await messageTab.click();
    await page.getByTestId('notice-item').first().waitFor();
    await expect(page.getByTestId('unread-dot').count()).resolves.toBeGreaterThan(0);
    await screenshot(page, 'account-messages');
    const unreadBefore = await page.getByTestId('unread-dot').count();
    await page.getByTestId('notice-item').filter({ hasText: '欢迎' }).click();
    await page.waitForURL(/\/app\/appMessageDetail\?id=/);
    await expect(page.getByTestId('notice-title').innerText()).resolves.toContain('欢迎');
    await screenshot(page, 'account-message-detail');
    await page.goBack();
    await page.getByTestId('notice-item').first().waitFor();
    await expect.poll(() => page.getByTestId('unread-dot').count()).toBe(unreadBefore - 1);
    await expect.poll(badge).toBe(badgeBefore - 1);

    // Two family members; the second becomes default and the home page shows it.
    await page.goto(MANAGER);
    await addPatient(
      page,
      { name: '张晓明', id: idNumber('33010619880214351'), phone, relation: '本人' },
      'account-patient-self',
    );
    await page.getByTestId('result-back').click();
    await addPatient(
      page,
      { name: '张乐乐', id: idNumber('33010620150601002'), phone: '13600136000', relation: '子女' },
      'account-patient-child',
    );
    await page.getByTestId('result-set-default').click();
    await page.getByText('已是默认就诊人').waitFor();
    await page.goto('/');
    await expect
      .poll(() => page.getByTestId('default-patient-name').innerText())
      .toContain('张乐乐');
    await screenshot(page, 'account-home-default-patient');

    // Personal center -> settings -> name.
    await page.getByTestId('tab-personal').click();
    await page.getByText('账号设置', { exact: true }).click();
    await page.waitForURL(/\/appLogin\/setting$/);
    await page.getByTestId('setting-profile').waitFor();
    await screenshot(page, 'account-setting');
    await page.getByText('姓名', { exact: true }).click();
    await page.waitForURL(/settingDetail/);
    await field(page, '请输入真实姓名').fill('张晓红');
    await screenshot(page, 'account-setting-detail');
    await page.getByTestId('name-submit').click();
    await page.waitForURL(/\/appLogin\/setting$/);
    await expect.poll(() => page.getByTestId('setting-profile').innerText()).toContain('张晓红');
    await page.getByTestId('setting-profile').click();
    await page.waitForURL(/\/app\/patientInfo$/);
    await expect.poll(() => page.getByTestId('profile-phone').innerText()).toBe(phone);
    await screenshot(page, 'account-patient-info');
    await page.goto('/appLogin/bindPhone');
    await page.getByTestId('bind-submit').waitFor();
    await screenshot(page, 'account-bind-phone');

    // Sign out, reset the password, sign in with the new one.
    await page.goto('/appLogin/setting');
    await page.getByTestId('sign-out').click();
    await page.getByText('确定', { exact: true }).click();
    await page.waitForURL(/\/appLogin\/appLogin$/);
    await expect(page.evaluate(() => sessionStorage.getItem('access_token'))).resolves.toBeNull();
    await page.getByText('忘记密码').click();
    await page.waitForURL(/resetPassword/);
    // The login page stays kept alive behind, with a phone field of the same placeholder.
    await page.getByRole('heading', { name: '重置密码' }).waitFor();
    await field(page, '请输入11位手机号').fill(phone);
    await sendAndFillCode(page);
    await field(page, '8-20位，含字母和数字').fill(NEW_PASSWORD);
    await field(page, '请再次输入密码').fill(NEW_PASSWORD);
    await screenshot(page, 'account-reset-password');
    await page.getByTestId('reset-submit').click();
    await page.waitForURL(/\/appLogin\/appLogin$/);
    await page.getByText('《用户协议与隐私政策》').click();
    await page.getByText('一、服务说明').waitFor();
    await screenshot(page, 'account-user-agreement');
    await page.goBack();
    await signInWithPassword(page, NEW_PASSWORD);

    // Close the account: the old token stops working at once.
    const token = await page.evaluate(() => sessionStorage.getItem('access_token'));
    expect(token).toBeTruthy();
    await page.goto('/app/deleteUser');
    await field(page, '请输入密码').fill(NEW_PASSWORD);
    await page.getByTestId('delete-understand').click();
    await screenshot(page, 'account-delete-user');
    await page.getByTestId('delete-submit').click();
    await page.locator('.adm-dialog-button').getByText('注销账号').click();
    await page.waitForURL(/\/appLogin\/appLogin$/);
    const me = await page.request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
    await context.close();
  }, 120_000);
});
