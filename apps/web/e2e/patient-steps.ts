import { idCardCheckCharacter } from '@hospital/contract';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser.ts';

/** Steps a patient takes in the patient manager, shared by the flows that need them. */
export const idNumber = (first17: string) => first17 + idCardCheckCharacter(first17);
export const MANAGER = '/patientManager/patientManager';

export interface Person {
  name: string;
  id: string;
  phone: string;
  relation: string;
}

export const input = (page: Page, field: string) => page.getByTestId(field).locator('input');

async function pick(page: Page, field: string, label: string) {
  await page.getByTestId(field).click();
  const popup = page.locator('.adm-popup-body:visible');
  // The wheel answers drags, not taps; its accessible buttons step one choice at a time.
  const current = popup.locator('[aria-label^="当前选择的是"], [aria-label="当前未选择"]');
  for (let step = 0; step < 60; step += 1) {
    if ((await current.getAttribute('aria-label')) === `当前选择的是：${label}`) break;
    await popup.locator('[aria-label^="选择下一项"]').dispatchEvent('click');
    await page.waitForTimeout(50);
  }
  await expect(current.getAttribute('aria-label')).resolves.toBe(`当前选择的是：${label}`);
  await popup.getByText('确定').click();
  await popup.waitFor({ state: 'hidden' });
}

export async function addPatient(page: Page, person: Person, shot: string) {
  await page.getByTestId('patient-add').click();
  await page.waitForURL(/addPatient/);
  await input(page, 'field-name').fill(person.name);
  await input(page, 'field-id-number').fill(person.id);
  await page.getByText('身份证号校验通过').waitFor();
  await input(page, 'field-phone').fill(person.phone);
  await pick(page, 'field-relation', person.relation);
  await pick(page, 'field-nation', '汉族');
  await page.getByTestId('patient-agreement').click();
  await screenshot(page, `${shot}-form`);
  await page.getByTestId('patient-submit').click();
  await page.waitForURL(/patientReSultInfo/);
  await page.getByTestId('result-patient-code').waitFor();
  await screenshot(page, `${shot}-result`);
}

/**
 * On a doctor's booking page, walks the date strip from tomorrow on (today's half-days may be
 * past) and books the first open half-day.
 */
export async function bookFirstOpenSlot(page: Page) {
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
