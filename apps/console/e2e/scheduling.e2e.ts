import type { ConsoleSchedule } from '@hospital/contract/console';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  closeBrowser,
  openDesktop,
  openPhone,
  screenshot,
  userAgents,
} from '../../web/e2e/browser.ts';
import { addPatientByApi, signInAt } from '../../web/e2e/reports-session.ts';
import { expectAccessible, openAs, settle } from './console.ts';

afterAll(closeBrowser);

const STOP_REASON = '医生临时外出会诊';

/** The hospital's date `days` after the server's today (its clock runs from the suite's start). */
async function serverDay(days: number): Promise<string> {
  const response = await fetch(`${baseURL()}/api/hospitals/getBizConfig`);
  const { serverTime } = (await response.json()) as { serverTime: string };
  const shanghai = new Date(Date.parse(serverTime) + 8 * 3_600_000 + days * 86_400_000);
  return shanghai.toISOString().slice(0, 10);
}

/** A console call with the signed-in page's own session, as the pages make it. */
function consoleGet<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (address) => {
    const response = await fetch(address, {
      headers: { authorization: `Bearer ${sessionStorage.getItem('console.token') ?? ''}` },
    });
    if (!response.ok) throw new Error(`${address}: ${response.status}`);
    return (await response.json()) as T;
  }, url);
}

/** A patient-app call with the page's own token. */
function patientPost<T>(page: Page, url: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ address, payload }) => {
      const response = await fetch(address, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${sessionStorage.getItem('access_token') ?? ''}`,
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
        },
        body: JSON.stringify(payload),
      });
      if (!response.ok) throw new Error(`${address}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    { address: url, payload: body },
  );
}

/**
 * An open, paid half-day from tomorrow on with numbers left, of a doctor who sees patients
 * again later that week, so the stop message can offer the same doctor.
 */
function halfDayToStop(schedules: ConsoleSchedule[]): ConsoleSchedule {
  const open = schedules.filter(
    (row) => row.status === 'open' && row.feeFen > 0 && row.sold < row.capacity,
  );
  const chosen =
    open.find((row) =>
      open.some((later) => later.doctorId === row.doctorId && later.date > row.date),
    ) ?? open[0];
  if (!chosen) throw new Error('no open half-day in the demo week');
  return chosen;
}

describe('a scheduler stops a clinic and the patient rebooks', () => {
  let staff: { context: BrowserContext; page: Page };
  let patient: { context: BrowserContext; page: Page };
  let halfDay: ConsoleSchedule;
  let appointmentId: number;

  beforeAll(async () => {
    staff = await openDesktop();
    patient = await openPhone(userAgents.wechatAndroid);
  });
  afterAll(async () => {
    await staff.context.close();
    await patient.context.close();
  });

  it('has a demo patient book and pay a half-day', async () => {
    await openAs(staff.page, 'paiban');
    const [from, to] = [await serverDay(1), await serverDay(6)];
    halfDay = halfDayToStop(
      await consoleGet<ConsoleSchedule[]>(
        staff.page,
        `/console/api/schedules?from=${from}&to=${to}`,
      ),
    );

    const { page } = patient;
    await signInAt(page, '/regHistory/regHistory');
    const patientId = await addPatientByApi(page, '陈停诊');
    ({ id: appointmentId } = await patientPost<{ id: number }>(page, '/api/appointment/save', {
      scheduleId: halfDay.id,
      patientId,
    }));
    await page.goto(`/pay/fullPayment?id=${appointmentId}`);
    await page.getByTestId('pay-submit').click();
    await page.getByTestId('sandbox-pay-confirm').click();
    await page.waitForURL(/scheduleSuccess/, { timeout: 30_000 });
  }, 180_000);

  it('lets the scheduler find the half-day and stop it, saying whom it affects and what was done', async () => {
    const { page } = staff;
    await page.goto(`/console/schedules?from=${halfDay.date}&to=${halfDay.date}`);
    const row = page
      .getByRole('row')
      .filter({ hasText: halfDay.doctorName })
      .filter({ hasText: halfDay.period === 'morning' ? '上午' : '下午' });
    await row.first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'console-schedules');

    await row.first().getByRole('button', { name: '修改号源' }).click();
    const capacity = page.getByRole('dialog', { name: '修改号源' });
    await capacity.getByLabel('号源数').fill('0');
    await capacity.getByText('号源数至少为1').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'console-schedules-capacity');
    await capacity.getByRole('button', { name: '取消' }).click();
    await capacity.waitFor({ state: 'hidden' });

    await row.first().getByRole('button', { name: '停诊', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '停诊', exact: true });
    await dialog.getByRole('button', { name: '停诊', exact: true }).click();
    await dialog.getByText('请填写停诊原因').waitFor();
    await dialog.getByLabel('停诊原因').fill(STOP_REASON);
    await expect(dialog.innerText()).resolves.toMatch(/已支付 [1-9]\d* 人将全额退款/);
    await expectAccessible(page);
    await screenshot(page, 'console-stop-clinic');
    await dialog.getByRole('button', { name: '停诊', exact: true }).click();

    const confirm = page.getByRole('dialog', { name: '确认停诊？' });
    await expect(confirm.innerText()).resolves.toContain('位患者受影响');
    await screenshot(page, 'console-stop-clinic-confirm');
    await confirm.getByRole('button', { name: '确认停诊' }).click();

    await dialog.getByText('已停诊').waitFor();
    await expect(dialog.innerText()).resolves.toMatch(/已发起全额退款 [1-9]\d* 笔/);
    await expectAccessible(page);
    await screenshot(page, 'console-stop-clinic-result');
    await dialog.getByRole('button', { name: '完成' }).click();
    await row.first().getByText('已停诊').waitFor();
  }, 180_000);

  it('shows the patient the stop message, rebooks with one tap and marks the old appointment refunded', async () => {
    const { page } = patient;
    await page.goto('/message');
    const message = page.getByTestId('notice-item').filter({ hasText: '停诊通知' }).first();
    await message.waitFor();
    await screenshot(page, 'patient-stop-messages');
    await message.click();
    await expect(page.getByTestId('notice-title').innerText()).resolves.toBe('停诊通知');
    await expect(page.locator('body').innerText()).resolves.toContain(STOP_REASON);
    await screenshot(page, 'patient-stop-message');

    // The same doctor's next half-day is offered, booked with the same patient in one tap.
    await page.getByTestId('message-rebook').click();
    await page.waitForURL(/sureScheduleData/);
    await page.getByTestId('confirm-fee').waitFor();
    await screenshot(page, 'patient-stop-rebook');
    await page.getByTestId('consent-accept').click();
    await page.getByTestId('confirm-submit').click();
    await page.waitForURL(/\/pay\/fullPayment/);
    await page.getByTestId('pay-countdown').waitFor();
    await screenshot(page, 'patient-stop-rebook-pay');

    await page.goto(`/regHistory/regDetail?id=${appointmentId}`);
    await page.getByTestId('clinic-stop-banner').waitFor();
    await expect
      .poll(() => page.getByTestId('detail-status').innerText(), { timeout: 30_000 })
      .toBe('已退款');
    await screenshot(page, 'patient-stop-detail');
  }, 180_000);
});

describe('the scheduler keeps doctors and departments', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => ({ context, page } = await openDesktop()));
  afterAll(() => context.close());

  it('edits a doctor, checked in Chinese, and uploads a photo', async () => {
    await openAs(page, 'paiban', '/console/doctors');
    const first = page.getByRole('row').nth(1);
    await first.getByRole('button', { name: '编辑' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'console-doctors');

    await first.getByRole('button', { name: '编辑' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('姓名').fill('');
    await drawer.getByRole('button', { name: '保存' }).click();
    await drawer.getByText('请填写医生姓名').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'console-doctor-drawer-invalid');

    await drawer.getByLabel('姓名').fill('王建国');
    await drawer.getByLabel('擅长').fill('高血压、冠心病的规范化诊治');
    await drawer.locator('input[type=file]').setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await page.getByText('头像已更新').waitFor();
    await drawer.getByRole('button', { name: '保存' }).click();
    await page.getByText('医生资料已保存').waitFor();
    await page.getByRole('cell', { name: /王建国/ }).waitFor();
    await settle(page);
    await screenshot(page, 'console-doctors-saved');
  }, 180_000);

  it('lists departments, searches them and checks an edit in Chinese', async () => {
    await page.goto('/console/departments');
    await page.getByRole('button', { name: '编辑' }).first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'console-departments');

    await page.getByLabel('按科室名称搜索').fill('内科');
    await page.getByRole('button', { name: '编辑' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('科室名称').fill('');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('请填写科室名称').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'console-department-edit');
    await dialog.getByRole('button', { name: '取消' }).click();

    await page.getByLabel('按科室名称搜索').fill('不存在的科室');
    await page.getByText('没有符合条件的科室').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'console-departments-empty');
  }, 180_000);
});
