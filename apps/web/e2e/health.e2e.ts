import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccessible, openAs } from '../../console/e2e/console.ts';
import { paths } from '../src/lib/paths.ts';
import { closeBrowser, openDesktop, openPhone, screenshot, userAgents, look } from './browser.ts';
import { addPatientByApi, signInAt } from './reports-session.ts';

afterAll(closeBrowser);

const textBox = (question: Locator) =>
  question.locator('input:not([type=radio]):not([type=checkbox]), textarea');

const CALM = /^(无|没有|否|不|从不|正常|未|以上均无|阴性|绿码)/;

/** The hospital's dictionaries decide the questions: each is answered as a well person would. */
async function answerCalmly(page: Page) {
  for (let round = 0; round < 5; round += 1) {
    const questions = await page.getByTestId('health-question').all();
    let changed = false;
    for (const question of questions) {
      if (await answered(question)) continue;
      changed = true;
      const choices = question.locator('label:has(input[type=radio], input[type=checkbox])');
      if ((await choices.count()) > 0) {
        const calm = choices.filter({ hasText: CALM });
        await ((await calm.count()) > 0 ? calm.first() : choices.first()).click();
      } else {
        const box = textBox(question);
        await box.fill((await box.getAttribute('inputmode')) === 'decimal' ? '36.5' : '无');
      }
    }
    if (!changed) return;
  }
}

async function answered(question: Locator) {
  if ((await question.locator('input:checked').count()) > 0) return true;
  const box = textBox(question);
  return (await box.count()) > 0 && (await box.inputValue()) !== '';
}

describe('health registration', () => {
  it('a WeChat visitor declares their health and shows a green pass the guard verifies', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, paths.newCrownStart);
    await addPatientByApi(page, '张建国');
    await page.reload();
    await page.getByTestId('health-kind-visitor').waitFor();
    await look(page, 'health-start');

    await page.getByTestId('health-kind-visitor').click();
    await page.getByTestId('health-person').first().waitFor();
    await look(page, 'health-person');
    await page.getByTestId('health-person-next').click();

    await page.getByTestId('health-question').first().waitFor();
    await page.getByTestId('health-submit').click();
    await page.getByText('请回答此题').first().waitFor();
    await screenshot(page, 'health-register-errors');
    await answerCalmly(page);
    await look(page, 'health-register');
    await page.getByTestId('health-submit').click();

    await page.getByTestId('health-complete').waitFor();
    await look(page, 'health-complete');
    await page.getByTestId('health-show-pass').click();
    await page.getByTestId('health-pass-qr').waitFor();
    expect(await page.getByTestId('health-pass').getAttribute('data-colour')).toBe('green');
    expect(await page.getByTestId('health-pass-name').textContent()).toBe('**国');
    await look(page, 'health-result');
    const passCode = await page.evaluate(async () => {
      const id = new URL(location.href).searchParams.get('id');
      const response = await fetch(`/api/health/findHealthRecord?id=${id}`, {
        headers: {
          Authorization: `Bearer ${sessionStorage.getItem('access_token') ?? ''}`,
          'X-Requested-With': 'XMLHttpRequest',
        },
      });
      return ((await response.json()) as { pass: { code: string } }).pass.code;
    });

    await page.goto(paths.newCrownLog);
    await page.getByTestId('health-log-item').first().waitFor();
    await look(page, 'health-log');

    await page.goto(paths.newCrownStart);
    await page.getByTestId('health-kind-carer').click();
    await page.getByTestId('health-person-next').click();
    await page.getByTestId('inpatient-name').locator('input').fill('王秀英');
    await page.getByTestId('inpatient-ward').locator('input').fill('心内科二病区');
    await page.getByTestId('inpatient-bed').locator('input').fill('12床');
    await answerCalmly(page);
    await look(page, 'health-inpat-register');
    await page.getByTestId('health-submit').click();
    await page.getByTestId('health-complete').waitFor();
    await context.close();

    const desk = await openDesktop();
    await openAs(desk.page, 'kefu', '/console/door-pass');
    await desk.page.getByTestId('pass-code').fill(passCode);
    await desk.page.getByTestId('pass-check').click();
    await expect
      .poll(() => desk.page.getByTestId('pass-verdict').textContent())
      .toContain('绿码 · **国');
    await expectAccessible(desk.page);
    await screenshot(desk.page, 'console-door-pass-valid');

    const forged = passCode.replace(/\.([^.]+)$/, '.AAAA$1');
    await desk.page.getByTestId('pass-code').fill(forged);
    await desk.page.getByTestId('pass-check').click();
    await expect
      .poll(() => desk.page.getByTestId('pass-verdict').textContent())
      .toContain('通行码无效');
    await expectAccessible(desk.page);
    await screenshot(desk.page, 'console-door-pass-invalid');
    await desk.context.close();
  });
});
