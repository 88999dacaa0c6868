import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPhone, userAgents, look } from './browser.ts';
import { addPatientByApi, signInAt } from './reports-session.ts';

afterAll(closeBrowser);

const ORDER = '/nucleicAcid/nucleicAcid';

const question = (page: Page, id: string) => page.getByTestId(`fever-question-${id}`);
const choose = (page: Page, id: string, label: string) =>
  question(page, id).locator('label', { hasText: label }).click();

/** The epidemiology questions answered by someone without risk, `purpose` aside. */
async function answerCalmly(page: Page, purpose: string) {
  await question(page, 'purpose').waitFor();
  await choose(page, 'purpose', purpose);
  await choose(page, 'occupation', '其他');
  await question(page, 'temperature').locator('input').fill('36.5');
  await choose(page, 'symptoms', '以上均无');
  for (const id of ['travel', 'contact', 'cluster']) await choose(page, id, '否');
  await choose(page, 'health-code', '绿码');
}

/** The id of the first item the list answers, with the page's own session. */
function firstItemId(page: Page, query: string): Promise<number> {
  return page.evaluate(async (query) => {
    const response = await fetch(`/api/queryNatItemList${query}`, {
      headers: {
        Authorization: `Bearer ${sessionStorage.getItem('access_token') ?? ''}`,
        'X-Requested-With': 'XMLHttpRequest',
      },
    });
    return ((await response.json()) as { id: number }[])[0]?.id ?? 0;
  }, query);
}

// Ordering and paying through the sandbox cashier: about 30 s on a quiet machine.
describe('nucleic-acid tests', { timeout: 120_000 }, () => {
  it('answers the questionnaire, orders a pooled test for a patient and pays it in WeChat', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, ORDER);
    await addPatientByApi(page, '王建华');
    await page.reload();

    await page.getByTestId('nat-item').first().waitFor();
    await expect(page.getByTestId('nat-item').count()).resolves.toBeGreaterThanOrEqual(2);
    await page.getByTestId('nat-item').filter({ hasText: '10合1混检' }).click();
    await expect(page.getByTestId('nat-total').innerText()).resolves.toBe('¥3.50');
    await expect(page.getByTestId('confirm-patient').innerText()).resolves.toContain('王');
    await look(page, 'nucleic-acid-order');
    await page.getByTestId('nat-submit').click();

    await page.waitForURL(/nucleicAcidQuestion/);
    await answerCalmly(page, '个人意愿');
    await look(page, 'nucleic-acid-question');
    await page.getByTestId('nat-question-submit').click();

    await page.waitForURL(/outpatientPayNucleicAcid/);
    await page.getByTestId('nat-pay-countdown').waitFor();
    await expect(page.getByTestId('nat-pay-amount').innerText()).resolves.toBe('¥3.50');
    await look(page, 'nucleic-acid-pay');
    await page.getByTestId('nat-pay-submit').click();

    // No host bridge in the test browser: the sandbox cashier stands in for the host's sheet.
    await page.getByTestId('sandbox-pay-confirm').waitFor();
    await page.getByTestId('sandbox-pay-confirm').click();
    await page.waitForURL(/outpatientPayNucleicAcid/, { timeout: 30_000 });
    await page.getByTestId('nat-paid').waitFor({ timeout: 30_000 });
    await look(page, 'nucleic-acid-paid');
    await context.close();
  });

  it('offers single or pooled tests, the emergency ones and the one a QR code names, and sends a risk to the fever clinic', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, '/nucleicAcid/selfNucleicAcid');
    await addPatientByApi(page, '李秀英');
    await page.reload();
    await page.getByTestId('nat-item').first().waitFor();
    await expect(page.getByTestId('nat-item').first().innerText()).resolves.toContain('单管');
    await page.getByRole('radio', { name: '混检' }).check();
    await page.getByTestId('nat-item').filter({ hasText: '混检' }).first().waitFor();
    await expect(
      page.getByTestId('nat-item').filter({ hasText: '单人单管' }).count(),
    ).resolves.toBe(0);
    await look(page, 'nucleic-acid-self');

    await page.goto('/nucleicAcid/emergencyAcid');
    await page.getByTestId('nat-item').first().waitFor();
    await expect(page.getByTestId('nat-item').first().innerText()).resolves.toContain('24小时');
    await look(page, 'nucleic-acid-emergency');

    const itemId = await firstItemId(page, '?scope=emergency');
    await page.goto(`/nucleicAcid/scanNucleicAcidProject?itemId=${itemId}`);
    await page.getByTestId('nat-item').waitFor();
    await expect(page.getByTestId('nat-item').count()).resolves.toBe(1);
    await look(page, 'nucleic-acid-scan');

    // A close contact is not ordered a test online: the fever clinic sees them first.
    await page.getByTestId('nat-submit').click();
    await page.waitForURL(/nucleicAcidQuestion/);
    await answerCalmly(page, '密切接触者');
    await page.getByTestId('nat-question-submit').click();
    await page.getByTestId('nat-risk-reasons').waitFor();
    await expect(page.getByTestId('nat-risk-reasons').innerText()).resolves.toContain('原因');
    await look(page, 'nucleic-acid-question-risk');
    await page.getByTestId('nat-to-fever').click();
    await page.waitForURL(/FeverDep/);

    await page.goto('/nucleicAcid/scanNucleicAcidProject?itemId=999999');
    await page.getByRole('status').waitFor();
    await look(page, 'nucleic-acid-scan-gone');
    await context.close();
  });
});
