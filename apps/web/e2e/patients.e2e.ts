import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPhone, screenshot, userAgents } from './browser.ts';
import { addPatient, idNumber, input, MANAGER } from './patient-steps.ts';

afterAll(closeBrowser);

/** Opens a page that needs a session and signs in as a new sandbox user. */
async function signIn(page: Page) {
  await page.goto(MANAGER);
  await page.locator('input[name=user][value=new]').check();
  await page.getByTestId('sandbox-confirm').click();
  await page.waitForURL((url) => url.pathname === MANAGER);
}

describe('patient manager', () => {
  it('adds two family members, makes the second default and deletes one', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signIn(page);
    await page.getByRole('status').waitFor();
    await screenshot(page, 'patients-empty');

    await page.getByTestId('patient-add').click();
    await input(page, 'field-id-number').fill('110101199003071230');
    await page.getByText('身份证号校验位不正确，请核对').waitFor();
    await page.getByTestId('patient-submit').click();
    await page.getByText('请阅读并勾选同意就诊人信息授权协议').waitFor();
    await screenshot(page, 'patients-add-errors');
    await page.getByTestId('field-birth-date').click();
    await page.locator('.adm-picker').waitFor();
    await page.getByTestId('backdrop').waitFor();
    await screenshot(page, 'patients-birth-date-picker');
    await page.locator('.adm-picker-header-button', { hasText: '取消' }).click();
    await page.getByTestId('backdrop').waitFor({ state: 'detached' });
    await page.goBack();

    const father = {
      name: '张建国',
      id: idNumber('11010119600307123'),
      phone: '13800138000',
      relation: '父母',
    };
    const daughter = {
      name: '张小雨',
      id: idNumber('11010520100512002'),
      phone: '13900139000',
      relation: '子女',
    };
    await addPatient(page, father, 'patients-first');
    await page.getByTestId('result-back').click();
    await addPatient(page, daughter, 'patients-second');
    await page.getByTestId('result-set-default').click();
    await page.getByText('已是默认就诊人').waitFor();

    await page.getByTestId('result-back').click();
    await page.getByTestId('patient-default-badge').waitFor();
    // The list refetches after the save; the new default comes first once it has.
    await expect
      .poll(() => page.locator('[data-testid=patient-name]').allInnerTexts())
      .toEqual([daughter.name, father.name]);
    await screenshot(page, 'patients-list');

    await page.goto('/');
    await expect(page.getByTestId('default-patient-name').innerText()).resolves.toContain(
      daughter.name,
    );
    await screenshot(page, 'patients-home');

    await page.goto(MANAGER);
    await page.getByText(father.name).click();
    await page.getByTestId('patient-qr').waitFor();
    const qr = await page.getByTestId('patient-qr').boundingBox();
    expect(qr?.width).toBeGreaterThanOrEqual(200);
    await expect(page.getByTestId('detail-id-number').innerText()).resolves.toBe(father.id);
    await screenshot(page, 'patients-detail');

    await page.getByTestId('detail-delete').click();
    await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
    await page.waitForURL((url) => url.pathname === MANAGER);
    await expect
      .poll(() => page.locator('[data-testid=patient-name]').allInnerTexts())
      .toEqual([daughter.name]);
    await screenshot(page, 'patients-after-delete');

    await page.getByText(daughter.name).click();
    await page.getByTestId('detail-edit').click();
    await input(page, 'field-address').fill('北京市东城区东华门街道 1 号');
    await screenshot(page, 'patients-edit');
    await page.getByTestId('patient-save').click();
    await page.getByTestId('detail-insurance').click();
    await page.waitForURL(/submitMedicalInsurance/);
    await input(page, 'field-insurance-card-no').fill('BJ1234567890');
    await page.getByTestId('insurance-submit').click();
    await page.getByText('医保卡已绑定').waitFor();
    await screenshot(page, 'patients-insurance');

    await page.goto('/personal');
    // By role: the home tab, kept alive out of sight, holds a card of the same test id.
    await page.getByRole('region', { name: '当前就诊人' }).waitFor();
    await screenshot(page, 'patients-personal');
    await context.close();
  });

  it('masks names, ID numbers and phones in the Alipay host', async () => {
    const { context, page } = await openPhone(userAgents.alipay);
    await signIn(page);
    const mother = {
      name: '李秀英',
      id: idNumber('32010219650815002'),
      phone: '13700137000',
      relation: '父母',
    };
    await addPatient(page, mother, 'patients-alipay');
    await expect(page.getByText('就诊人 **英 已添加').count()).resolves.toBe(1);
    // The first patient of an account becomes its default.
    await page.getByText('已是默认就诊人').waitFor();
    await page.getByTestId('result-back').click();

    await expect(page.getByTestId('patient-name').innerText()).resolves.toBe('**英');
    const listedId = await page.getByTestId('patient-id-number').innerText();
    expect(listedId).toMatch(/^3\*{16}\d$/);
    await screenshot(page, 'patients-alipay-list');

    await page.getByText('**英').click();
    await page.getByTestId('patient-qr').waitFor();
    await expect(page.getByTestId('detail-name').innerText()).resolves.toBe('**英');
    await expect(page.getByTestId('detail-id-number').innerText()).resolves.toBe(
      `3${'*'.repeat(16)}${mother.id.slice(-1)}`,
    );
    await expect(page.getByTestId('detail-phone').innerText()).resolves.toBe('137******00');
    await screenshot(page, 'patients-alipay-detail');

    await page.goto('/');
    await expect(page.getByTestId('default-patient-name').innerText()).resolves.toContain('**英');
    await expect(page.content()).resolves.not.toContain(mother.name);
    await screenshot(page, 'patients-alipay-home');
    await context.close();
  });
});
