import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, look, openPhone, userAgents } from './browser.ts';
import { signInAt } from './reports-session.ts';

afterAll(closeBrowser);

const MANAGE = '/inHospitalManagePages/hospitalManage';

// Binding, paying through the sandbox cashier and reading the bills: about 40 s when quiet.
describe('inpatient care', { timeout: 180_000 }, () => {
  it('binds a stay, tops up its deposit, reads a day bill and follows the discharge steps', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, MANAGE);
    await page.getByRole('status').first().waitFor();
    await look(page, 'inpatient-manage-empty');

    // Bind the demo HIS's patient by inpatient number and name; a wrong name is refused.
    await page.getByTestId('add-stay').click();
    await page.waitForURL(/addHospitalUser/);
    await page.getByTestId('bind-submit').click();
    await page.getByText('住院号为 4-32 位字母或数字').waitFor();
    await look(page, 'inpatient-bind');
    await page.getByTestId('bind-inpatient-no').locator('input').fill('ZY2026001');
    await page.getByTestId('bind-patient-name').locator('input').fill('王建');
    await page.getByTestId('bind-submit').click();
    await page.getByText('未找到在院记录').waitFor();
    await page.getByTestId('bind-patient-name').locator('input').fill('王建国');
    await page.getByTestId('bind-submit').click();

    await page.waitForURL(/inHospitalDetail/);
    await page.getByTestId('stay-summary').waitFor();
    await page.getByTestId('deposit-row').first().waitFor();
    await expect(page.getByText('心内一病区').first().isVisible()).resolves.toBe(true);
    await page.getByTestId('low-balance').waitFor();
    await look(page, 'inpatient-detail');
    const balanceBefore = await page.getByTestId('stay-balance').innerText();

    // Top up 2,000 yuan through the sandbox cashier standing in for WeChat's sheet.
    await page.getByTestId('detail-top-up').click();
    await page.waitForURL(/inHospitalPay/);
    await page.getByTestId('preset-200000').click();
    await expect(page.getByTestId('pay-submit').innerText()).resolves.toContain('¥2,000.00');
    await look(page, 'inpatient-pay');
    await page.getByTestId('pay-submit').click();
    await page.getByTestId('sandbox-pay-confirm').waitFor();
    await page.getByTestId('sandbox-pay-confirm').click();
    await page.waitForURL(/inHospitalPay.*depositId/, { timeout: 30_000 });
    await page.getByTestId('top-up-paid').waitFor({ timeout: 30_000 });
    await look(page, 'inpatient-pay-paid');
    await page.getByRole('link', { name: '返回住院详情' }).click();
    await page.waitForURL(/inHospitalDetail/);
    await page.getByTestId('stay-summary').waitFor();
    await expect(page.getByTestId('stay-balance').innerText()).resolves.not.toBe(balanceBefore);

    // Yesterday's bill: the day list is newest first and the demo HIS bills up to today.
    await page.goto(MANAGE);
    await page.getByTestId('stay-summary').waitFor();
    await look(page, 'inpatient-manage');
    await page.getByRole('link', { name: '每日清单' }).first().click();
    await page.waitForURL(/dayBillList/);
    await page.getByTestId('day-link').nth(1).waitFor();
    await look(page, 'inpatient-day-list');
    await page.getByTestId('day-link').nth(1).click();
    await page.waitForURL(/dayBill\?/);
    await page.getByTestId('day-total').waitFor();
    await expect(page.getByText('床位费').first().isVisible()).resolves.toBe(true);
    await look(page, 'inpatient-day-bill');

    // Discharge progress: nothing done yet for this patient, and the page says where to go.
    await page.goto(MANAGE);
    await page.getByRole('link', { name: '出院进度' }).first().click();
    await page.waitForURL(/checkProgress/);
    await page.getByTestId('progress-missing').waitFor();
    await expect(page.getByTestId('progress-missing').innerText()).resolves.toContain(
      '退还剩余药品',
    );
    await look(page, 'inpatient-progress');
    await context.close();
  });

  it('shows every discharge step done for the patient ready to go home', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, MANAGE);
    await page.getByTestId('add-stay').click();
    await page.getByTestId('bind-inpatient-no').locator('input').fill('ZY2026002');
    await page.getByTestId('bind-patient-name').locator('input').fill('李秀英');
    await page.getByTestId('bind-submit').click();
    await page.waitForURL(/inHospitalDetail/);
    await page.getByRole('link', { name: '出院进度' }).click();
    await page.getByTestId('progress-ready').waitFor();
    await expect(page.getByTestId('step-nurse_station_cleared').innerText()).resolves.toContain(
      '已完成',
    );
    await look(page, 'inpatient-progress-ready');
    await context.close();
  });
});
