import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { links, paths } from '../src/lib/paths.ts';
import { closeBrowser, openPhone, screenshot, seriousViolations, userAgents } from './browser.ts';
import { payAtSandboxCashier } from './patient-steps.ts';
import { addPatientByApi, signInAt } from './reports-session.ts';

afterAll(closeBrowser);

/** Axe finds nothing serious on the page as it stands; a screenshot is saved to look at. */
async function check(page: Page, shot: string) {
  await expect(seriousViolations(page)).resolves.toEqual([]);
  await screenshot(page, `triage-guidance-${shot}`);
}

/**
 * Taps a region of the figure; a region holding several parts asks which one. Whichever comes
 * first, the symptoms page or the sheet, decides: no fixed wait that a slow machine outlasts.
 */
async function tapRegion(page: Page, region: string, part: string) {
  await page.getByTestId(`region-${region}`).click();
  const sheet = page.getByTestId('sheet-part').filter({ hasText: part });
  const opened = await Promise.race([
    page.waitForURL(/chooseSymptom/).then(
      () => 'symptoms' as const,
      () => 'symptoms' as const,
    ),
    sheet.waitFor().then(
      () => 'sheet' as const,
      () => 'symptoms' as const,
    ),
  ]);
  if (opened === 'sheet') await sheet.click();
  await page.waitForURL(/chooseSymptom/);
}

/**
 * Picks a choice the page keeps in its address: the click navigates, and the radio shows
 * checked once the page has drawn the new address.
 */
async function pick(page: Page, name: string) {
  const radio = page.getByRole('radio', { name });
  await radio.click();
  await expect.poll(() => radio.isChecked()).toBe(true);
}

/** Chooses symptoms by name on the symptoms page, then asks for the departments. */
async function chooseSymptoms(page: Page, names: string[]) {
  for (const name of names) {
    await page
      .getByTestId('symptom')
      .filter({ has: page.getByText(name, { exact: true }) })
      .click();
  }
  await page.getByText(`已选${names.length}项`).waitFor();
}

const listPart = (page: Page, name: string) =>
  page.getByRole('region', { name: '按部位列表选择' }).getByRole('button', { name, exact: true });

describe('intelligent guidance on a phone', () => {
  it('taps the abdomen, chooses two symptoms, gets 消化内科 and books one of its doctors', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, paths.personal);
    await addPatientByApi(page, '赵国庆');

    await page.goto('/');
    await page.getByTestId('service-intelGuidance').click();
    await page.waitForURL((url) => url.pathname === paths.intelGuidanceStart);
    await page.getByTestId('region-upper-abdomen').waitFor();
    await check(page, 'figure');
    await page.getByTestId('region-head').click();
    await page.getByTestId('sheet-part').first().waitFor();
    await check(page, 'head-sheet');
    await page.getByRole('button', { name: '取消' }).click();
    await pick(page, '背面');
    await page.getByTestId('region-back').waitFor();
    await check(page, 'figure-back');
    await pick(page, '正面');

    await tapRegion(page, 'upper-abdomen', '上腹部');
    await page.getByTestId('symptom').first().waitFor();
    await chooseSymptoms(page, ['胃痛', '反酸']);
    await check(page, 'symptoms');
    await page.getByTestId('symptoms-submit').click();

    await page.waitForURL(/guidanceResults/);
    const first = page.getByTestId('department').first();
    await expect(first.getByTestId('department-name').innerText()).resolves.toBe('消化内科');
    await first.getByTestId('duty-doctor').first().waitFor();
    await check(page, 'results');

    await first.getByTestId('duty-slot').first().click();
    await page.waitForURL(/sureScheduleData/);
    await page.getByTestId('consent-accept').click();
    await page.getByTestId('confirm-submit').click();
    await page.waitForURL(/\/pay\/fullPayment/);
    const appointmentId = Number(new URL(page.url()).searchParams.get('id'));
    await payAtSandboxCashier(page, appointmentId);
    await page.goto(links.regDetail(appointmentId));
    await expect(page.getByTestId('detail-status').innerText()).resolves.toBe('已支付');
    await screenshot(page, 'triage-guidance-booked');
    await context.close();
  });

  it("asks a child's age before a part, and carries it on", async () => {
    const { context, page } = await openPhone(userAgents.plainBrowser);
    await page.goto(paths.intelGuidanceStart);
    await pick(page, '儿童');
    await page.getByTestId('body-figure').and(page.locator('[data-figure=child]')).waitFor();
    await page.getByTestId('region-upper-abdomen').click();
    await page.getByText('请先选择孩子的年龄').waitFor();
    await pick(page, '0-3个月');
    await check(page, 'child');
    await tapRegion(page, 'upper-abdomen', '上腹部');
    const url = new URL(page.url());
    expect(url.searchParams.get('figure')).toBe('child');
    expect(url.searchParams.get('ageMonths')).toBe('0');
    await page.getByTestId('symptom').first().waitFor();
    await context.close();
  });

  it('chooses a part from the accessible list, and going back restores the figure', async () => {
    const { context, page } = await openPhone(userAgents.plainBrowser);
    await page.goto(`${paths.intelGuidanceStart}?figure=female&side=back`);
    await listPart(page, '胸部').click();
    await page.waitForURL(/chooseSymptom/);
    expect(new URL(page.url()).searchParams.get('part')).toBe('chest');
    await page.getByTestId('symptom').first().waitFor();

    await page.goBack();
    await page.getByTestId('body-figure').and(page.locator('[data-side=back]')).waitFor();
    await expect(page.getByRole('radio', { name: '女' }).isChecked()).resolves.toBe(true);

    // A keyboard reaches the figure's regions as buttons too.
    await pick(page, '正面');
    await page.getByTestId('region-chest').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/chooseSymptom\?part=chest/);
    await context.close();
  });

  it('sends chest pain with sweating to the diversion page, never to booking', async () => {
    const { context, page } = await openPhone(userAgents.plainBrowser);
    await page.goto(paths.intelGuidanceStart);
    await tapRegion(page, 'chest', '胸部');
    await chooseSymptoms(page, ['胸痛', '大汗']);
    await page.getByTestId('symptoms-submit').click();

    await page.waitForURL((url) => url.pathname === paths.preDiagnosisBlack);
    await page.getByTestId('diversion-rule').waitFor();
    await expect(page.getByTestId('diversion-call-120').getAttribute('href')).resolves.toBe(
      'tel:120',
    );
    await expect(page.getByTestId('duty-slot').count()).resolves.toBe(0);
    await check(page, 'diversion');

    // The results were replaced: back returns to the symptoms, not to a page that says book.
    await page.goBack();
    await page.waitForURL(/chooseSymptom/);
    await context.close();
  });

  it('opens the diversion page with no session and the API down', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    const calls: string[] = [];
    await page.route('**/api/**', async (route) => {
      calls.push(route.request().url());
      await route.abort();
    });
    await page.goto(paths.preDiagnosisBlack);
    await page.getByRole('heading', { name: '请立即就医' }).waitFor();
    await expect(page.getByTestId('diversion-call-120').innerText()).resolves.toContain(
      '拨打120急救电话',
    );
    await page.getByText('急诊楼一楼（24小时开放）').waitFor();
    await check(page, 'diversion-offline');
    expect(calls).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(paths.preDiagnosisBlack);
    await context.close();
  });
});
