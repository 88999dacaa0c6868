import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openDesktop, screenshot } from '../../web/e2e/browser.ts';
import { expectAccessible, openAs } from './console.ts';

afterAll(closeBrowser);

const firstQuestion = (page: Page) => page.getByTestId('question-card-0');
const save = (page: Page) => page.getByTestId('questionnaire-save').click();

describe('questionnaires in the console', () => {
  it('lets the content role edit the fever questionnaire into its next version', async () => {
    const { context, page } = await openDesktop();
    await openAs(page, 'neirong', '/console/questionnaires');
    await page.getByRole('tab', { name: /发热门诊预检问卷/ }).waitFor();
    await firstQuestion(page).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'console-questionnaires');

    // A blank title is refused in the form, before anything is sent.
    const title = page.getByLabel('问卷标题');
    const before = await title.inputValue();
    await title.fill('');
    await save(page);
    await page.getByText('请填写问卷标题').waitFor();
    await title.fill(before);

    const version = Number(
      /第(\d+)版/.exec(await page.getByRole('tab', { selected: true }).innerText())?.[1],
    );
    await firstQuestion(page).getByLabel('说明（选填）').fill('请填写腋下体温，预检台可免费测量。');
    await page.getByLabel('修改说明').fill('体温说明更简明');
    await save(page);
    await page.getByText(`已保存为第${version + 1}版`).waitFor();
    await expect
      .poll(() => page.getByRole('tab', { selected: true }).innerText())
      .toContain(`第${version + 1}版`);
    await expect.poll(() => page.getByText('内容编辑').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await screenshot(page, 'console-questionnaires-saved');
    await context.close();
  });

  it('shows 无权限 to a member without the content role', async () => {
    const { context, page } = await openDesktop();
    await openAs(page, 'caiwu', '/console/questionnaires');
    await page.getByText('无权限').waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
