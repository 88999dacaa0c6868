import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeBrowser,
  openDesktop,
  openPhone,
  screenshot,
  userAgents,
} from '../../web/e2e/browser.ts';
import { signInAt } from '../../web/e2e/reports-session.ts';
import { expectAccessible, openAs, settle } from './console.ts';

afterAll(closeBrowser);

const TITLE = `冬季流感预防指南 ${Date.now().toString(36)}`;
const NOTICE_TITLE = `门诊时间调整 ${Date.now().toString(36)}`;

/** Answers the first survey as the phone's patient, through the app's own API. */
async function answerFirstSurvey(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const headers = {
      Authorization: `Bearer ${sessionStorage.getItem('access_token') ?? ''}`,
      'X-Requested-With': 'XMLHttpRequest',
    };
    const list = (await (await fetch('/api/surveys', { headers })).json()) as {
      id: number;
      title: string;
    }[];
    const survey = list[0]!;
    const detail = (await (await fetch(`/api/surveys/${survey.id}`, { headers })).json()) as {
      questions: { id: number; kind: string; options: { id: number }[] }[];
    };
    const form = new URLSearchParams();
    for (const question of detail.questions) {
      if (question.kind === 'text') form.set(`q_${question.id}`, '挂号很方便');
      else form.set(`q_${question.id}`, String(question.options[0]!.id));
    }
    const response = await fetch(`/xgwj/survey/${survey.id}/answer`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    if (!response.ok) throw new Error(`answer ${response.status}: ${await response.text()}`);
    return survey.title;
  });
}

describe('the content editor', () => {
  let page: Page;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openDesktop();
    page = opened.page;
    close = () => opened.context.close();
    await openAs(page, 'neirong', '/console/content/news');
  });
  afterAll(() => close());

  it('sees the news list, filtered, with HIS articles marked', async () => {
    await page.getByRole('button', { name: '写文章' }).waitFor();
    await page.locator('.ant-table-row').first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'console-content-news');
  });

  it('writes an article with bold text and a link, checked in Chinese, and publishes it', async () => {
    await page.getByRole('button', { name: '写文章' }).click();
    await page.waitForURL(/content\/news\/new$/);
    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.getByText('请填写标题').waitFor();
    await page.getByText('请选择分类').first().waitFor();
    await page.getByText('请填写正文').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'console-content-news-editor-invalid');

    await page.getByLabel('标题').fill(TITLE);
    // Health education opens on 健康科普, where the patient will look for it.
    await page.getByLabel('分类').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '健康科普' }).click();
    await page.getByLabel('摘要').fill('勤洗手、戴口罩、按时接种疫苗。');
    const body = page.getByRole('textbox', { name: '正文' });
    await body.click();
    // Typing goes on straight after a formatting button: the body must never lose the caret.
    const caret = await body.evaluateHandle((node) => {
      const state = { kept: true };
      node.addEventListener('blur', () => (state.kept = false));
      return state;
    });
    await page.keyboard.type('流感高发季节，请');
    await page.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('及时接种疫苗');
    await page.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('。详见国家卫健委指南');
    await expect(caret.evaluate((state) => state.kept)).resolves.toBe(true);
    await page.keyboard.down('Shift');
    for (let i = 0; i < 7; i += 1) await page.keyboard.press('ArrowLeft');
    await page.keyboard.up('Shift');
    await page.getByRole('button', { name: '链接', exact: true }).click();
    await page.getByLabel('链接地址').fill('https://www.nhc.gov.cn/');
    await page.getByRole('button', { name: '确定' }).click();
    await expect(body.locator('strong').innerText()).resolves.toBe('及时接种疫苗');
    await expect(body.locator('a').getAttribute('href')).resolves.toBe('https://www.nhc.gov.cn/');
    await expectAccessible(page);
    await screenshot(page, 'console-content-news-editor');

    await page.getByRole('button', { name: '保存并发布' }).click();
    await page.getByText('文章已发布').waitFor();
    await page.waitForURL(/content\/news$/);
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await row.getByText('已发布').waitFor();
  });

  it('keeps categories in order and refuses a blank name', async () => {
    await page.getByRole('link', { name: '新闻分类' }).click();
    await page.locator('.ant-table-row').first().waitFor();
    await page.getByRole('button', { name: '新建分类' }).click();
    const dialog = page.getByRole('dialog', { name: '新建分类' });
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('请填写分类名称').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'console-content-news-categories-invalid');
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectAccessible(page);
    await screenshot(page, 'console-content-news-categories');
  });

  it('edits a notice', async () => {
    await page.getByRole('link', { name: '医院公告' }).click();
    await page.getByRole('button', { name: '新建公告' }).click();
    const create = page.getByRole('dialog', { name: '新建公告' });
    await create.getByLabel('公告标题').fill(NOTICE_TITLE);
    await create.getByLabel('公告内容').fill('自下周一起，周六上午增设专家门诊。');
    await create.getByRole('button', { name: '保存' }).click();
    await create.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: NOTICE_TITLE });
    await row.getByText('草稿').waitFor();

    await row.getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog', { name: '编辑公告' });
    await edit.getByLabel('公告内容').fill('自下周一起，周六全天增设专家门诊。');
    await expectAccessible(page);
    await screenshot(page, 'console-content-notice-edit');
    await edit.getByRole('button', { name: '保存' }).click();
    await page.getByText('公告已保存').waitFor();
    await row.getByText('周六全天').waitFor();
    await row.getByRole('button', { name: '发布' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: '发布' }).click();
    await row.getByText('已发布').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'console-content-notices');
  });
});

describe('the patient and the survey results', () => {
  let surveyTitle: string;

  it('sees the published article in the news list of the patient app', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, '/healthEducation/healthEducation');
    await page.getByTestId('news-item').filter({ hasText: TITLE }).waitFor();
    await screenshot(page, 'content-patient-news-list');
    await page.getByTestId('news-item').filter({ hasText: TITLE }).click();
    const body = page.getByTestId('news-body');
    await body.waitFor();
    await expect(body.locator('strong').innerText()).resolves.toBe('及时接种疫苗');
    await expect(body.locator('a').getAttribute('href')).resolves.toBe('https://www.nhc.gov.cn/');
    await screenshot(page, 'content-patient-news-detail');

    surveyTitle = await answerFirstSurvey(page);
    await context.close();
  });

  it('shows the content editor the survey and its results as charts', async () => {
    const console_ = await openDesktop();
    const staff = console_.page;
    await openAs(staff, 'neirong', '/console/content/surveys');
    const row = staff.getByRole('row').filter({ hasText: surveyTitle });
    await row.waitFor();
    await expectAccessible(staff);
    await screenshot(staff, 'console-content-surveys');

    await row.getByRole('button', { name: /编辑|查看/ }).click();
    await staff.getByText('第1题').waitFor();
    await expectAccessible(staff);
    await screenshot(staff, 'console-content-survey-editor');
    await staff.getByRole('button', { name: '返回列表' }).click();

    await staff
      .getByRole('row')
      .filter({ hasText: surveyTitle })
      .getByRole('link', { name: '结果' })
      .click();
    await staff.getByText('答卷总数').waitFor();
    await staff.locator('[role=img] svg').first().waitFor();
    await settle(staff);
    await expectAccessible(staff);
    await screenshot(staff, 'console-content-survey-results');
    await console_.context.close();
    // Three pages with a sign-in and a chart: more than the default minute on a busy machine.
  }, 150_000);
});
