import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { links, paths } from '../src/lib/paths.ts';
import type { PrecheckForm } from '@hospital/contract';
import { expectAccessible, openAs } from '../../console/e2e/console.ts';
import { closeBrowser, openDesktop, openPhone, screenshot, userAgents, look } from './browser.ts';
import { bookByApi, MANAGER, patientApi, payAtSandboxCashier } from './patient-steps.ts';
import { addPatientByApi, signInAt } from './reports-session.ts';

afterAll(closeBrowser);

const CALM = /^(无|没有|否|不|从不|正常)/;

/**
 * Answers, calmly, every question the step still refuses to pass: the hospital's content decides
 * which follow-ups a complaint brings, so the test answers what the page asks rather than a
 * fixed list. A choice takes a "no" when it offers one, a number its smallest value.
 */
async function answerWhatIsAsked(page: Page, press: (page: Page) => Promise<void> = pressNext) {
  for (let round = 0; round < 10; round += 1) {
    const refused = page.locator('[data-testid^="question-"]:has([role="alert"])');
    if ((await refused.count()) === 0) return;
    for (const question of await refused.all()) await answerCalmly(question);
    await press(page);
  }
  throw new Error('the step still refuses its answers');
}

/** Taps the question page's next or submit, which sends the answers so far, and waits for the verdict. */
async function pressNext(page: Page) {
  await Promise.all([
    page.waitForResponse((response) => response.url().includes('/api/precheck/save')),
    page.getByTestId('precheck-next').click(),
  ]);
  await expect.poll(() => page.locator('.adm-button-loading').count()).toBe(0);
}

const pressPersonNext = (page: Page) => page.getByTestId('precheck-person-next').click();

async function answerCalmly(question: Locator) {
  const choices = question.locator('label:has(input[type=radio]), label:has(input[type=checkbox])');
  if ((await choices.count()) > 0) {
    const calm = choices.filter({ hasText: CALM });
    await ((await calm.count()) > 0 ? calm : choices).first().click();
    return;
  }
  const number = question.locator('input[type=number]');
  if ((await number.count()) > 0) {
    const range = /范围 ([\d.]+)/.exec(await question.innerText());
    await number.fill(range?.[1] ?? '1');
    return;
  }
  const text = question.locator('textarea');
  if ((await text.count()) > 0) await text.fill('无');
}

async function chooseSymptoms(page: Page, names: string[]) {
  const complaint = page.getByTestId('question-complaint');
  for (const name of names) {
    await complaint.getByRole('searchbox').fill(name);
    await complaint
      .getByTestId('symptom-option')
      .filter({ has: page.getByText(name, { exact: true }) })
      .click();
    await complaint.getByRole('button', { name: `移除${name}` }).waitFor();
  }
  await complaint.getByRole('searchbox').fill('');
}

/** From the visit's card to the questions, through the basic information. */
async function openQuestions(page: Page, card: Locator, shot?: string) {
  await card.getByTestId('precheck-open').click();
  await page.waitForURL(/preDiagnosispersonInput/);
  await page.getByTestId('precheck-visit-summary').waitFor();
  if (shot) await look(page, shot);
  await pressPersonNext(page);
  await answerWhatIsAsked(page, pressPersonNext);
  await page.waitForURL(/preDiagnosisInput/);
  await page.getByTestId('question-complaint').waitFor();
}

/** Through both steps: the visit's questions, then history and allergies, then the save. */
async function finishAndSubmit(page: Page, allergies: string, shot?: string) {
  await pressNext(page);
  await answerWhatIsAsked(page);
  const allergyField = page.getByTestId('question-allergies').locator('textarea');
  await allergyField.fill(allergies);
  if (shot) await look(page, shot);
  await pressNext(page);
  await answerWhatIsAsked(page);
}

describe('pre-diagnosis', () => {
  it('diverts chest pain with sweating to the emergency room, and sends a calm visit to the doctor', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, paths.preDiagnosis);
    await page.getByText('暂无需要预问诊的就诊').waitFor();
    await look(page, 'pre-diagnosis-empty');

    await page.goto(links.preDiagnosisResult(999_999));
    await page.getByText('找不到这次就诊').waitFor();
    await look(page, 'pre-diagnosis-missing');

    await page.goto(MANAGER);
    const patientId = await addPatientByApi(page, '周建国');
    const chest = await bookByApi(page, patientId);
    await payAtSandboxCashier(page, chest.id);
    const stomach = await bookByApi(page, patientId, [chest.docId]);
    await payAtSandboxCashier(page, stomach.id);

    await page.goto(paths.home);
    await page.getByTestId('service-preDiagnosis').click();
    await page.waitForURL((url) => url.pathname === paths.preDiagnosis);
    const cards = page.getByTestId('precheck-visit');
    await expect.poll(() => cards.count()).toBe(2);
    await look(page, 'pre-diagnosis-home');

    const chestCard = cards.filter({ hasText: chest.doctorName }).first();
    await openQuestions(page, chestCard, 'pre-diagnosis-person');
    await chooseSymptoms(page, ['胸痛', '大汗']);
    await page
      .getByTestId('question-chest-pain-with')
      .locator('label')
      .filter({ hasText: '出汗、冷汗' })
      .click();
    await look(page, 'pre-diagnosis-input-visit');
    // The rest of the form is not asked for: the red flag diverts at once.
    await pressNext(page);
    await page.waitForURL((url) => url.pathname === paths.preDiagnosisBlack);
    await page.getByText('胸痛伴出汗、气短或放射痛').waitFor();
    await look(page, 'pre-diagnosis-diverted');

    await page.goto(paths.preDiagnosis);
    const stomachCard = cards.filter({ hasText: stomach.doctorName }).first();
    await stomachCard.getByText('待填写').waitFor();
    await openQuestions(page, stomachCard);
    await chooseSymptoms(page, ['胃痛']);
    await finishAndSubmit(page, '青霉素过敏', 'pre-diagnosis-input-history');
    await page.waitForURL(/preDiagnosisResult/);
    const summary = page.getByTestId('precheck-summary');
    await summary.getByText('胃痛').waitFor();
    await summary.getByText('青霉素过敏').waitFor();
    await look(page, 'pre-diagnosis-result');

    await page.getByTestId('precheck-edit').click();
    await page.waitForURL(/preDiagnosispersonInput/);
    await pressPersonNext(page);
    await page.waitForURL(/preDiagnosisInput/);
    // The saved answers come back to be changed, not typed again.
    await page.getByRole('button', { name: '移除胃痛' }).waitFor();
    await finishAndSubmit(page, '头孢类药物过敏');
    await page.waitForURL(/preDiagnosisResult/);
    await summary.getByText('头孢类药物过敏').waitFor();
    await expect(summary.getByText('青霉素过敏').count()).resolves.toBe(0);
    await look(page, 'pre-diagnosis-result-edited');

    await page.goto(paths.preDiagnosis);
    await expect.poll(() => cards.getByText('已填写 · 可修改').count()).toBe(2);
    const form = await patientApi(page, `/api/precheck/getData?appointmentId=${stomach.id}`);
    const visitDate = (form.body as { form: PrecheckForm }).form.visit.date;
    await context.close();

    // The service desk reads it beside the appointment, the red flag of the other visit marked.
    const desk = await openDesktop();
    await openAs(desk.page, 'kefu', `/console/visits?date=${visitDate}`);
    const row = desk.page
      .getByRole('row')
      .filter({ hasText: stomach.doctorName })
      .filter({ hasText: '周建国' });
    await row.getByText('已填写').waitFor();
    await expectAccessible(desk.page);
    await screenshot(desk.page, 'console-visits');
    await row.click();
    const drawer = desk.page.getByRole('dialog', { name: '预问诊详情' });
    await drawer.getByText('头孢类药物过敏').waitFor();
    await drawer.getByText(/按分诊内容第\d+版填写/).waitFor();
    await expectAccessible(desk.page);
    await screenshot(desk.page, 'console-visits-precheck');
    await desk.context.close();
    // Two bookings, two payments, three forms and the console: a whole morning at the desk.
  }, 180_000);
});
