import { idCardCheckCharacter } from '@hospital/contract';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPhone, userAgents } from '../../web/e2e/browser.ts';

const REGISTER = '/registerPages/registerPage';

/**
 * A patient in WeChat books the first open half-day and pays it at the sandbox cashier, so
 * the finance pages have a real paid order to work on. The booking page's own end-to-end
 * test checks each of these screens; here they are only the way to a payment.
 */
export async function payForRegistration(patientName: string): Promise<void> {
  const { context, page } = await openPhone(userAgents.wechatAndroid);
  try {
    await page.goto(REGISTER);
    await page.locator('input[name=user][value=new]').check();
    await page.getByTestId('sandbox-confirm').click();
    await page.waitForURL((url) => url.pathname === REGISTER);
    await addPatient(page, patientName);
    await page.reload();
    await page.getByTestId('dept').first().click();
    await page.waitForURL(/choiceDoctor/);
    await bookFirstOpenSlot(page);
    await page.waitForURL(/sureScheduleData/);
    await page.getByTestId('consent-accept').click();
    await page.getByTestId('confirm-submit').click();
    await page.waitForURL(/\/pay\/fullPayment/);
    await page.getByTestId('pay-submit').click();
    await page.getByTestId('sandbox-pay-confirm').click();
    await page.waitForURL(/scheduleSuccess/, { timeout: 30_000 });
  } finally {
    await context.close();
  }
}

async function addPatient(page: Page, name: string) {
  const token = await page.evaluate(() => sessionStorage.getItem('access_token') ?? '');
  const first17 = '11010119800307123';
  const response = await page.request.post('/api/patients/save', {
    headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
    data: {
      name,
      gender: 'MALE',
      idType: 'ID_CARD',
      idNumber: first17 + idCardCheckCharacter(first17),
      phone: '13800138000',
      relation: 'SELF',
    },
  });
  expect(response.status()).toBe(200);
}

/** From tomorrow on: today's half-days may be past. */
async function bookFirstOpenSlot(page: Page) {
  const days = page.getByTestId('date-strip-day');
  await days.first().waitFor();
  const count = await days.count();
  for (let index = 1; index < count; index += 1) {
    await days.nth(index).click();
    await page.waitForURL(/date=/);
    const book = page.getByTestId('schedule-book');
    if ((await book.count()) > 0) {
      await book.first().click();
      return;
    }
  }
  throw new Error('no open slot in the booking horizon');
}
