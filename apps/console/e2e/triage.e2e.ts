import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, openDesktop, screenshot } from '../../web/e2e/browser.ts';
import { expectAccessible, openAs, settle, signInAsAdmin } from './console.ts';

afterAll(closeBrowser);

const RULE_NAME = '儿童胸痛';

const menu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

/** Closes antd's confirm or modal dialog titled `title` with its `button`. */
async function confirm(page: Page, title: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: title });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Picks `option` in the antd select labelled `label`, typing to search when it is long. A click
 * that lands while the dropdown is still opening is dropped on a loaded machine, so it picks
 * again until the select shows the choice.
 */
async function choose(page: Page, label: string, option: string, search?: string): Promise<void> {
  const select = page.getByLabel(label, { exact: true });
  const shown = page.locator('.ant-select-content', { has: select }).filter({ hasText: option });
  const choice = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first();
  for (let attempt = 1; ; attempt++) {
    if (!(await choice.isVisible())) {
      await select.click();
      if (search) await select.fill(search);
    }
    await choice.click();
    try {
      await shown.waitFor({ timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

describe('triage content: a draft edited by one member, published by another', () => {
  let editor: { context: BrowserContext; page: Page };
  beforeAll(async () => {
    editor = await openDesktop();
  });
  afterAll(() => editor.context.close());

  it('lists the published version', async () => {
    const { page } = editor;
    await openAs(page, 'neirong', '/console/triage');
    await page.getByRole('row').filter({ hasText: '第1版' }).getByText('使用中').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'console-triage-versions');
  });

  it('starts a draft, reweighs a symptom and adds a red-flag rule, and saves', async () => {
    const { page } = editor;
    await page.getByRole('button', { name: /新建草稿|编辑草稿/ }).click();
    await page.waitForURL(/\/console\/triage\/draft$/);
    await page.getByRole('row').filter({ hasText: 'chest' }).first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'console-triage-draft-parts');

    await page.getByRole('tab', { name: /症状与科室/ }).click();
    await page.getByLabel('按名称、编码或说明搜索').fill('chest-pain');
    const symptom = page.getByRole('row').filter({ hasText: 'chest-pain' }).first();
    await symptom.getByRole('button', { name: '编辑' }).click();
    const symptomDialog = page.getByRole('dialog', { name: '编辑症状' });
    await symptomDialog.getByLabel('科室1权重').fill('9');
    await expectAccessible(page);
    await screenshot(page, 'console-triage-symptom-dialog');
    await symptomDialog.getByRole('button', { name: '确定' }).click();
    await symptomDialog.waitFor({ state: 'hidden' });
    await symptom.getByText(/ 9/).waitFor();
    await screenshot(page, 'console-triage-draft-symptoms');

    await page.getByRole('tab', { name: /危急规则/ }).click();
    await page.getByRole('button', { name: '添加危急规则' }).click();
    const ruleDialog = page.getByRole('dialog', { name: '添加危急规则' });
    await ruleDialog.getByRole('button', { name: '确定' }).click();
    await ruleDialog.getByText('请选择症状').waitFor();
    await ruleDialog.getByLabel('编码').fill('child-chest-pain');
    await ruleDialog.getByLabel('名称').fill(RULE_NAME);
    await ruleDialog.getByLabel('处置建议').fill('请立即带孩子到急诊科就诊，或拨打120。');
    await ruleDialog.getByLabel('依据').fill('《儿童胸痛诊治专家共识》（2023）');
    await choose(page, '第1组条件1症状', 'chest-pain', 'chest-pain');
    await ruleDialog.getByRole('button', { name: '添加条件' }).click();
    await choose(page, '第1组条件2类型', '年龄小于N月');
    await ruleDialog.getByLabel('第1组条件2月龄').fill('144');
    await expectAccessible(page);
    await screenshot(page, 'console-triage-rule-dialog');
    await ruleDialog.getByRole('button', { name: '确定' }).click();
    await ruleDialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('row')
      .filter({ hasText: RULE_NAME })
      .getByText('年龄小于144个月')
      .waitFor();

    await page.getByLabel('修改说明').fill('胸痛对应科室权重调为9；新增儿童胸痛危急规则');
    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.getByText('草稿已保存').waitFor();
    await page.getByText('有未保存的修改').waitFor({ state: 'hidden' });
    // A hovered row's tint under the red 删除 is a state of the pointer, not of the page.
    await page.mouse.move(0, 0);
    await settle(page);
    await expectAccessible(page);
    await screenshot(page, 'console-triage-draft-saved');
  });

  it('refuses to let the draft’s editor publish it', async () => {
    const { page } = editor;
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL(/\/console\/triage$/);
    const draft = page.getByRole('row').filter({ hasText: '草稿' });
    await draft.getByRole('button', { name: '发布' }).click();
    await expectAccessible(page);
    await screenshot(page, 'console-triage-publish-confirm');
    await confirm(page, '发布这份草稿？', '发布');
    await page.getByText('需由另一位工作人员审核后发布').waitFor();
    await draft.waitFor();
  });

  it('lets the administrator review and publish it as version 2', async () => {
    const admin = await openDesktop();
    try {
      const { page } = admin;
      await signInAsAdmin(page);
      await menu(page).getByRole('link', { name: '分诊内容' }).click();
      const draft = page.getByRole('row').filter({ hasText: '草稿' });
      await draft.getByRole('link', { name: '查看草稿' }).click();
      await page.getByRole('tab', { name: /危急规则/ }).click();
      await page.locator('.ant-table-row').filter({ hasText: RULE_NAME }).waitFor();
      await expectAccessible(page);
      await screenshot(page, 'console-triage-version-view');

      await menu(page).getByRole('link', { name: '分诊内容' }).click();
      await draft.getByRole('button', { name: '发布' }).click();
      await confirm(page, '发布这份草稿？', '发布');
      await page.getByText('已发布为第2版').waitFor();
      await page.getByRole('row').filter({ hasText: '第2版' }).getByText('使用中').waitFor();
      await page.getByRole('row').filter({ hasText: '第1版' }).getByText('已停用').waitFor();
      await expectAccessible(page);
      await screenshot(page, 'console-triage-published');
    } finally {
      await admin.context.close();
    }
  }, 120_000);
});

// The visits page with a pre-diagnosis a patient filled in is walked in the patient app's
// pre-diagnosis e2e, from the patient's answers to the service desk's drawer.
describe('who opens the triage pages', () => {
  it('keeps both pages from the finance member', async () => {
    const { context, page } = await openDesktop();
    try {
      await openAs(page, 'caiwu', '/console/');
      await page.getByText('您好，').waitFor();
      await expect(menu(page).innerText()).resolves.not.toMatch(/分诊内容|预问诊/);
      await page.goto('/console/triage');
      await page.getByText('无权限').waitFor();
    } finally {
      await context.close();
    }
  });
});
