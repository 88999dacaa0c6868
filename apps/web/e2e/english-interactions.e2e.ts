import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { links, paths } from '../src/lib/paths.ts';
import { closeBrowser, openPhone, screenshot, userAgents } from './browser.ts';
import { chineseOnPage, chooseEnglish, wechatInEnglish } from './chinese-on-page.ts';
import { input } from './patient-steps.ts';
import { addPatientByApi, signInAt } from './reports-session.ts';
import { settle } from './every-route.ts';

afterAll(closeBrowser);

/**
 * Nothing but the hospital's own records may be Chinese on the page once it is still: a toast
 * drawn before the switch (the loading one of the call that saved it) may still be fading out.
 */
const expectEnglish = async (page: Page) =>
  expect.poll(() => chineseOnPage(page), { timeout: 5_000 }).toEqual([]);

const popup = (page: Page) => page.locator('.adm-popup-body:visible');

const field = (page: Page, placeholder: string) =>
  page.getByPlaceholder(placeholder, { exact: true }).filter({ visible: true });

/** Opens a picker row, checks the sheet reads English, and closes it without choosing. */
async function openPicker(page: Page, testId: string) {
  await page.getByTestId(testId).click();
  await popup(page).getByText('Confirm', { exact: true }).waitFor();
  await expectEnglish(page);
  await popup(page).getByText('Cancel', { exact: true }).click();
  await popup(page).waitFor({ state: 'hidden' });
}

describe('English, once the patient acts', () => {
  it('explains a bad phone number and a wrong password at sign-in', async () => {
    const { context, page } = await openPhone(wechatInEnglish);
    await page.goto(paths.appLogin);
    await page.getByTestId('sign-in-submit').waitFor();
    await page.getByTestId('agreement').click();

    await field(page, '11-digit phone number').fill('12345');
    await field(page, 'Password').fill('secret123');
    await page.getByTestId('sign-in-submit').click();
    await page.getByText('Enter a valid 11-digit mobile number').first().waitFor();
    await expectEnglish(page);

    await field(page, '11-digit phone number').fill('13912345678');
    await page.getByTestId('sign-in-submit').click();
    await page.getByText('Wrong mobile number or password').first().waitFor();
    await screenshot(page, 'english-sign-in-error');
    await expectEnglish(page);
    await context.close();
  });

  it('explains the patient and feedback forms, and words toasts, pickers and confirmations', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, paths.personal);
    const patientId = await addPatientByApi(page, '王建华');
    await chooseEnglish(page);
    await page.getByText('Switched to English').first().waitFor();
    await expectEnglish(page);

    await page.goto(paths.addPatient);
    await page.getByTestId('patient-submit').click();
    await page.getByText('Choose the gender').first().waitFor();
    await input(page, 'field-id-number').fill('110101198001011230');
    await page.getByText('The ID number does not add up: please check it').first().waitFor();
    await screenshot(page, 'english-patient-form-errors');
    await expectEnglish(page);
    await openPicker(page, 'field-nation');
    await openPicker(page, 'field-birth-date');

    await page.goto(paths.feedbackOnline);
    await settle(page);
    await page.getByTestId('feedback-submit').click();
    await page.locator('[role=alert]').first().waitFor();
    await expectEnglish(page);

    await page.goto(links.patientDetail(patientId));
    await page.getByTestId('detail-delete').click();
    const dialog = page.locator('.adm-center-popup-body:visible');
    await dialog.waitFor();
    await expectEnglish(page);
    await dialog.getByText('Cancel', { exact: true }).click();
    await context.close();
  });

  it("words the account's own messages, and leaves the hospital's notices as written", async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, paths.personal);
    await chooseEnglish(page);
    await page.goto(paths.message);
    await page.getByText('Welcome to the hospital app').first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'english-message-centre');
    await expectEnglish(page);

    await page.getByText('Keep your account safe').first().click();
    await page.waitForURL(/appMessageDetail/);
    await page.getByTestId('notice-title').getByText('Keep your account safe').waitFor();
    await expectEnglish(page);
    await context.close();
  });
});
