import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPhone, screenshot, userAgents } from './browser.ts';
import { addPatientByApi, reloadUntilReports, signInAt } from './reports-session.ts';

afterAll(closeBrowser);

const QUERY = '/reportQuery/reportQuery';

describe('reports', () => {
  it('flags abnormal values and keeps the report list alive', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, QUERY);
    await page.getByTestId('report-add-patient').waitFor();
    await screenshot(page, 'reports-no-patient');

    await addPatientByApi(page, '李建华');
    await reloadUntilReports(page);
    await screenshot(page, 'reports-query-tests');

    // A lab report with an abnormal value: flagged by colour and arrow.
    const abnormal = page.getByTestId('report-card').filter({ hasText: '项异常' }).first();
    await abnormal.click();
    await page.waitForURL(/testReport/);
    const flagged = page
      .locator('[data-testid=result-row][data-flag=H], [data-testid=result-row][data-flag=L]')
      .first();
    await flagged.waitFor();
    await expect(flagged.getByTestId('result-value').innerText()).resolves.toMatch(/[↑↓]/);
    const colour = await flagged
      .getByTestId('result-value')
      .evaluate((element) => getComputedStyle(element).color);
    expect(['rgb(201, 42, 42)', 'rgb(22, 97, 214)']).toContain(colour);
    await screenshot(page, 'reports-test-report');

    const withTrend = page.locator('[data-testid=result-row] button:not([disabled])').first();
    if ((await withTrend.count()) > 0) {
      await withTrend.click();
      await page.getByTestId('trend-chart').locator('canvas').waitFor();
      await screenshot(page, 'reports-test-trend');
    }

    await page.getByTestId('report-rate').click();
    await page.waitForURL(/testAppraise/);
    await page.getByTestId('appraise-submit').click();
    await page.getByText('请选择1-5星评分').waitFor();
    await page.getByTestId('appraise-rating').locator('.adm-rate-star').nth(3).tap();
    await page.getByTestId('appraise-text').locator('textarea').fill('抽血很快，护士很耐心。');
    await screenshot(page, 'reports-appraise');
    await page.getByTestId('appraise-submit').click();
    await page.getByTestId('report-comment').getByText('抽血很快，护士很耐心。').waitFor();
    await screenshot(page, 'reports-appraise-done');

    // Inspection reports of all time, scrolled: leave for a report and come back.
    await page.goto(QUERY);
    await page.getByText('检查报告', { exact: true }).click();
    // The period is a radio group: a keyboard moves the choice with the arrows.
    await page.getByRole('radio', { name: '近半年' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '近1年' }).isChecked()).resolves.toBe(true);
    await page.getByText('全部', { exact: true }).click();
    await page.getByTestId('report-card').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 120));
    const scrolled = await page.evaluate(() => window.scrollY);
    await screenshot(page, 'reports-query-inspections');

    await page.getByTestId('report-card').last().click();
    await page.waitForURL(/inspectReport/);
    await page.getByTestId('report-conclusion').waitFor();
    await screenshot(page, 'reports-inspect-report');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === QUERY);
    await expect(page.locator('.adm-tabs-tab-active').innerText()).resolves.toBe('检查报告');
    await expect(page.getByRole('radio', { name: '全部' }).isChecked()).resolves.toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);

    // The report's original, drawn by the PDF viewer with the bearer-fetched bytes.
    await page.getByTestId('report-card').filter({ hasText: '含报告原件' }).first().click();
    await page.getByTestId('report-open-attachment').click();
    await page.waitForURL(/pdfPage/);
    await page.getByTestId('pdf-viewer').locator('canvas').first().waitFor();
    await expect(page.getByRole('heading', { name: '报告原件' }).isVisible()).resolves.toBe(true);
    await page.waitForTimeout(500);
    await screenshot(page, 'reports-pdf');

    await page.goto('/reportQuery/addUser');
    await page.getByTestId('report-patient-option').first().waitFor();
    await screenshot(page, 'reports-add-user');
    await context.close();
  });
});
