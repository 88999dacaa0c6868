import { idCardCheckCharacter } from '@hospital/contract';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser.ts';
import { settle } from './every-route.ts';

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
 * past) and books the first open half-day. Only what is shown counts: a kept page or the
 * other tab may hold booking buttons out of sight.
 */
export async function bookFirstOpenSlot(page: Page) {
  const days = page.getByTestId('date-strip-day').filter({ visible: true });
  await days.first().waitFor();
  const count = await days.count();
  for (let index = 1; index < count; index += 1) {
    const day = days.nth(index);
    const date = await day.getAttribute('data-date');
    await day.click();
    await page.waitForURL(new RegExp(`date=${date}`));
    await settle(page);
    const book = page.getByTestId('schedule-book').filter({ visible: true });
    if ((await book.count()) > 0) {
      await book.first().click();
      return;
    }
  }
  throw new Error('no open slot in the booking horizon');
}

/** A patient API call with the page's own session: its status and body. */
export function patientApi(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown } = {},
) {
  return page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(path, {
        method: method ?? 'GET',
        headers: {
          Authorization: `Bearer ${sessionStorage.getItem('access_token') ?? ''}`,
          'Content-Type': 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { path, ...init },
  );
}

interface BookedAppointment {
  id: number;
  docId: number;
  doctorName: string;
}

/**
 * Books for `patientId`, through the API, the furthest open half-day of any clinic whose
 * doctor is not among `otherThan`.
 */
export async function bookByApi(
  page: Page,
  patientId: number,
  otherThan: readonly number[] = [],
): Promise<BookedAppointment> {
  const groups = (await patientApi(page, '/api/hospitals/getRegisterDepartments')).body as {
    children: { code: string }[];
  }[];
  for (const clinic of groups.flatMap((group) => group.children)) {
    const visit = (await patientApi(page, `/api/hospitals/${clinic.code}/visit`)).body as {
      schedules: { id: number; docId: number; remaining: number; status: string }[];
    };
    const open = visit.schedules.filter(
      (s) => s.status === 'open' && s.remaining > 0 && !otherThan.includes(s.docId),
    );
    for (const schedule of open.reverse()) {
      const saved = await patientApi(page, '/api/appointment/save', {
        method: 'POST',
        body: { scheduleId: schedule.id, patientId },
      });
      if (saved.status === 200) return saved.body as BookedAppointment;
    }
  }
  throw new Error('no half-day could be booked');
}

/** Pays an appointment at the sandbox cashier that stands in for WeChat's payment sheet. */
export async function payAtSandboxCashier(page: Page, appointmentId: number): Promise<void> {
  const pay = await patientApi(page, `/api/appointment/${appointmentId}/pay`);
  const { sandboxCashierUrl } = pay.body as { sandboxCashierUrl?: string };
  if (!sandboxCashierUrl) throw new Error(`no sandbox cashier: ${JSON.stringify(pay.body)}`);
  await page.goto(sandboxCashierUrl);
  await page.getByTestId('sandbox-pay-confirm').click();
  await expect
    .poll(async () => {
      const seen = await patientApi(page, `/api/appointment/${appointmentId}`);
      return (seen.body as { status?: string }).status;
    })
    .toBe('paid');
}
