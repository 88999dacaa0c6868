import type { CreditLine, OutpatientVisit } from '@hospital/contract';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, look, openPhone, userAgents } from './browser.ts';
import { addPatientByApi, signInAt } from './reports-session.ts';

afterAll(closeBrowser);

const UNPAID = '/outpatientPay/unpaid';

/** The first patient's unpaid bills and credit line, read with the page's own session. */
function billsAndLine(page: Page): Promise<{ bills: number; enabled: boolean }> {
  return page.evaluate(async () => {
    const headers = {
      Authorization: `Bearer ${sessionStorage.getItem('access_token') ?? ''}`,
      'X-Requested-With': 'XMLHttpRequest',
    };
    const read = async <T>(url: string): Promise<T | null> => {
      const response = await fetch(url, { headers });
      return response.ok ? ((await response.json()) as T) : null;
    };
    const [patient] = (await read<{ patientCode: string }[]>('/api/patients/findPatient')) ?? [];
    const code = patient?.patientCode ?? '';
    const visits = await read<OutpatientVisit[]>(`/api/outpatient/getBillList?patientCode=${code}`);
    const line = await read<CreditLine>(`/api/outpatient/creditLine?patientCode=${code}`);
    return {
      bills: (visits ?? []).flatMap((visit) => visit.bills).length,
      enabled: line?.enabled ?? false,
    };
  });
}

// The demo HIS sends a senior's bills and credit line a moment after hearing of them.
describe('pay after treatment', { timeout: 240_000 }, () => {
  it('puts a bill on the credit line, then settles it by cash', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, UNPAID);
    // The demo hospital opens a line for its patients aged 60 or more.
    const patientId = await addPatientByApi(page, '孙桂兰', '19520101');
    await expect
      .poll(() => billsAndLine(page), { timeout: 60_000 })
      .toEqual({ bills: 3, enabled: true });
    await page.reload();

    await page.getByTestId('outpatient-bill').first().click();
    await page.getByTestId('outpatient-submit').click();
    await page.waitForURL(/\/pay\/patientpay\?/);
    await page.getByTestId('outpatient-pay-credit').waitFor();
    await look(page, 'credit-patientpay-entry');

    await page.getByTestId('outpatient-pay-credit').click();
    await page.waitForURL(/\/pay\/patientpay_xyf\?id=/);
    await expect(page.getByTestId('credit-amount').innerText()).resolves.toBe('¥44.10');
    await expect(page.getByTestId('credit-available').innerText()).resolves.toBe('¥2,000.00');
    await expect(page.getByTestId('credit-terms').innerText()).resolves.toContain('7 天内');
    await look(page, 'credit-confirm');

    await page.getByTestId('credit-confirm').click();
    await page.waitForURL(/outpatientPay\/payDetails/);
    await page.getByTestId('outpatient-credited').waitFor();
    await expect(page.getByTestId('outpatient-next-steps').innerText()).resolves.toContain(
      '西药房 3 号窗口',
    );
    await look(page, 'credit-done');

    await page.goto(UNPAID);
    await page.getByTestId('credited-bill').waitFor();
    await look(page, 'credit-unpaid-to-settle');

    await page.goto(`/pay/patientpay_xyf?patientId=${patientId}`);
    await expect(page.getByTestId('credit-owed').innerText()).resolves.toBe('¥44.10');
    await look(page, 'credit-owed');
    await page.getByTestId('credit-settle').click();
    await page.waitForURL(/\/pay\/patientpay\?/);
    await page.getByTestId('outpatient-pay-submit').click();
    await page.getByTestId('sandbox-pay-confirm').click();
    await page.waitForURL(/outpatientPay\/payDetails/, { timeout: 30_000 });
    await page.getByTestId('outpatient-paid').waitFor({ timeout: 30_000 });

    await page.goto(`/pay/patientpay_xyf?patientId=${patientId}`);
    await page.getByText('暂无待结清的先诊疗后付费账单').waitFor();
    await look(page, 'credit-owed-empty');

    await page.goto('/pay/patientpay_xyf?id=999999');
    await page
      .getByRole('button', { name: /重试|重新加载/ })
      .first()
      .waitFor();
    await look(page, 'credit-error');
    await context.close();
  });
});
