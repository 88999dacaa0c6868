import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { paths } from '../src/lib/paths.ts';
import { closeBrowser, openPhone, userAgents, look } from './browser.ts';
import { addPatientByApi, signInAt } from './reports-session.ts';

afterAll(closeBrowser);

const question = (page: Page, id: string) => page.getByTestId(`fever-question-${id}`);
const choose = (page: Page, id: string, label: string) =>
  question(page, id).locator('label', { hasText: label }).click();

/** The questions every sheet answers the same way, after temperature and symptoms. */
async function answerTheRestCalmly(page: Page) {
  for (const id of ['travel', 'contact', 'cluster', 'fever-contact']) await choose(page, id, '否');
  await choose(page, 'health-code', '绿码');
}

describe('the fever clinic', () => {
  it('routes a patient with a fever and a cough to the fever clinic, a calm one to the outpatient halls', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, paths.feverClinic);
    await page.getByText('还没有就诊人').waitFor();
    await look(page, 'fever-no-patient');

    await addPatientByApi(page, '李建国');
    await page.reload();
    await question(page, 'temperature').waitFor();
    await look(page, 'fever-questionnaire');

    // Nothing answered: every required question says so, and nothing is sent.
    await page.getByTestId('fever-submit').click();
    await expect
      .poll(() => question(page, 'temperature').getByRole('alert').count())
      .toBeGreaterThan(0);
    expect(page.url()).toContain(paths.feverClinic);

    await question(page, 'temperature').locator('input').fill('38.6');
    await choose(page, 'symptoms', '发热');
    await choose(page, 'symptoms', '咳嗽');
    // Choosing a fever asks how long it has lasted.
    await choose(page, 'fever-days', '1～3天');
    await answerTheRestCalmly(page);
    await look(page, 'fever-questionnaire-answered');
    await page.getByTestId('fever-submit').click();

    await page.waitForURL(/FeverResult\?recordId=\d+/);
    const verdict = page.getByTestId('fever-verdict');
    await expect.poll(() => verdict.innerText()).toContain('请到发热门诊就诊');
    await expect.poll(() => page.getByTestId('fever-place').innerText()).toContain('急诊楼 2楼');
    await expect.poll(() => page.getByText('您当前的体温是多少').count()).toBe(1);
    await look(page, 'fever-result-clinic');

    await page.getByRole('button', { name: '重新填写' }).click();
    await question(page, 'temperature').locator('input').fill('36.5');
    await choose(page, 'symptoms', '以上均无');
    await answerTheRestCalmly(page);
    await page.getByTestId('fever-submit').click();
    await page.waitForURL(/FeverResult\?recordId=\d+/);
    await expect.poll(() => verdict.innerText()).toContain('可到普通门诊就诊');
    await look(page, 'fever-result-outpatient');
    await context.close();
  });
});
