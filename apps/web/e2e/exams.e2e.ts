import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPhone, screenshot, seriousViolations, userAgents } from './browser.ts';
import { addPatientByApi, signInAt } from './reports-session.ts';

afterAll(closeBrowser);

const LIST = '/appointmentInspection/appointmentInspectionList';

/** Reloads the list until the exams the demo HIS orders for a new card arrive. */
async function reloadUntilExams(page: Page): Promise<void> {
  for (let tries = 0; tries < 20; tries += 1) {
    await page.goto(LIST);
    try {
      await page.getByTestId('exam-card').first().waitFor({ timeout: 3_000 });
      return;
    } catch {
      // Not sent yet: look again.
    }
  }
  throw new Error('the exams of the new patient did not arrive');
}

async function looksRight(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  expect(await seriousViolations(page)).toEqual([]);
}

describe('exam appointments', () => {
  it('books, changes and cancels an exam period inside WeChat', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    // The list asks for the session (the notes need none); the empty list comes first.
    await signInAt(page, LIST);
    await page.getByRole('status').filter({ hasText: '暂无检查申请' }).waitFor();
    await looksRight(page, 'exams-list-empty');
    await addPatientByApi(page, '王秀英');
    await page.goto('/appointmentInspection/bulletinBoard');
    await page.getByTestId('bulletin-enter').waitFor();
    await looksRight(page, 'exams-bulletin');
    await page.getByTestId('bulletin-agree').click();
    await page.getByTestId('bulletin-enter').click();
    await page.waitForURL((url) => url.pathname === LIST);
    await reloadUntilExams(page);
    await page.getByTestId('exam-book-group').first().waitFor();
    await looksRight(page, 'exams-list');

    // Choose the chest CT's first free period.
    const ct = page.getByTestId('exam-card').filter({ hasText: '胸部 CT 平扫' });
    await ct.getByTestId('exam-choose').click();
    await page.waitForURL(/appointmentInspection\/appointmentInspection/);
    const free = page.locator('[data-testid=exam-period]:not([disabled])');
    await free.first().click();
    await looksRight(page, 'exams-pick');
    await page.getByTestId('exam-confirm').click();
    await page.waitForURL(/appointmentDetail/);
    await expect.poll(() => page.getByTestId('exam-status').innerText()).toContain('已预约');
    const firstTime = await page.getByTestId('exam-time').innerText();
    await looksRight(page, 'exams-detail');

    // Change to another period: the one held is not offered again.
    await page.getByTestId('exam-change').click();
    await page.waitForURL(/appointmentInspection\/appointmentInspection/);
    await free.first().click();
    await page.getByTestId('exam-confirm').click();
    await page.waitForURL(/appointmentDetail/);
    await expect.poll(() => page.getByTestId('exam-time').innerText()).not.toBe(firstTime);
    await screenshot(page, 'exams-detail-changed');

    // Cancel: the exam awaits a time again.
    await page.getByTestId('exam-cancel').click();
    await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByTestId('exam-status').innerText()).toContain('待预约');
    await looksRight(page, 'exams-detail-cancelled');
    await context.close();
  });
});
