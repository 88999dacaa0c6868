import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  closeBrowser,
  openDesktop,
  openPhone,
  screenshot,
  seriousViolations,
  userAgents,
} from '../../web/e2e/browser.ts';
import {
  bookByApi,
  MANAGER,
  patientApi,
  payAtSandboxCashier,
} from '../../web/e2e/patient-steps.ts';
import { addPatientByApi, signInAt } from '../../web/e2e/reports-session.ts';
import { expectAccessible, openAs, settle } from './console.ts';

afterAll(closeBrowser);

const FEEDBACK_LIST = '/feedbackPages/feedbackList';
const FEEDBACK_TEXT = '门诊三楼自助机打印报告经常卡纸，排队的老人等了很久。';
const REPLY_TEXT = '感谢您的反馈，设备科已更换三楼自助机的打印模块，今后如遇故障可找导诊台协助。';
const COMMENT_TEXT = '取报告的窗口指引不清楚，找了好久。';

// A 1x1 PNG: the smallest real image the upload accepts.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The patient writes feedback with a photo on the form, as in the patient app. */
async function sendFeedback(page: Page): Promise<void> {
  await page.getByTestId('feedback-create').click();
  await page.waitForURL(/feedbackOnline/);
  await page.getByTestId('feedback-category').locator('.adm-selector-item').first().click();
  await page.getByTestId('feedback-content').locator('textarea').fill(FEEDBACK_TEXT);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'kiosk.png', mimeType: 'image/png', buffer: PNG });
  await page.locator('.adm-image-uploader-cell-loading').waitFor({ state: 'detached' });
  await page.getByTestId('feedback-phone').locator('input').fill('13800138000');
  await page.getByTestId('feedback-submit').click();
  await page.waitForURL(/feedbackList/);
}

/** Rates one of the demo hospital's reports of a new family member, as the appraise page does. */
function rateFirstReport(page: Page, patientId: number): Promise<void> {
  return page.evaluate(
    async ({ patientId, text }) => {
      const headers = {
        Authorization: `Bearer ${sessionStorage.getItem('access_token') ?? ''}`,
        'X-Requested-With': 'XMLHttpRequest',
      };
      // The demo HIS sends a new member's reports over its API, a moment after they are added.
      let reports: { id: number }[] = [];
      for (let tries = 0; reports.length === 0 && tries < 40; tries += 1) {
        if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 250));
        const listed = await fetch(`/api/report/checks?patientId=${patientId}`, { headers });
        reports = (await listed.json()) as { id: number }[];
      }
      const response = await fetch('/api/report/reportComment', {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ reportId: reports[0]!.id, rating: 2, text }),
      });
      if (!response.ok) throw new Error(`comment ${response.status}: ${await response.text()}`);
    },
    { patientId, text: COMMENT_TEXT },
  );
}

async function openPage(page: Page, title: string, url: RegExp): Promise<void> {
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: title }).click();
  await page.waitForURL(url);
  await settle(page);
}

describe('the service desk and the patient', () => {
  let desk: { context: BrowserContext; page: Page };
  let phone: { context: BrowserContext; page: Page };
  beforeAll(async () => {
    phone = await openPhone(userAgents.wechatAndroid);
    desk = await openDesktop();
  });
  afterAll(async () => {
    await phone.context.close();
    await desk.context.close();
  });

  it('kefu finds the new feedback among those waiting and replies in the drawer', async () => {
    await signInAt(phone.page, FEEDBACK_LIST);
    await sendFeedback(phone.page);

    const { page } = desk;
    await openAs(page, 'kefu');
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await menu.getByText('患者服务').waitFor();
    await openPage(page, '意见反馈', /\/console\/feedback$/);

    await page.getByLabel('状态').click();
    await page.getByTitle('待回复').click();
    await page.getByRole('button', { name: '查询' }).click();
    await page.waitForURL(/status=pending/);
    await settle(page);
    const row = page.getByRole('row').filter({ hasText: FEEDBACK_TEXT });
    await expect(row.innerText()).resolves.toContain('待回复');
    await expectAccessible(page);
    await screenshot(page, 'console-feedback');

    await row.getByRole('button', { name: '查看并回复' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('沟通记录').waitFor();
    await drawer.getByRole('img', { name: '反馈图片 1' }).waitFor();
    await drawer.getByRole('button', { name: '发送回复' }).click();
    await drawer.getByText('请填写回复内容').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'console-feedback-reply-invalid');

    await drawer.getByLabel('回复内容').fill(REPLY_TEXT);
    await drawer.getByRole('button', { name: '发送回复' }).click();
    await page.getByText('回复已发送').waitFor();
    await drawer.locator('section').getByText(REPLY_TEXT).waitFor();
    await drawer.getByText('未读', { exact: true }).waitFor();
    await expect(drawer.innerText()).resolves.toContain('已回复');
    await expectAccessible(page);
    await screenshot(page, 'console-feedback-replied');
    // Two browsers, a photo upload and a reply: slow on a busy machine.
  }, 120_000);

  it('the patient sees the reply with an unread mark, and opening it clears the mark', async () => {
    const { page } = phone;
    await page.reload();
    const card = page.getByTestId('feedback-card').filter({ hasText: FEEDBACK_TEXT });
    await card.getByTestId('feedback-unread').waitFor({ state: 'attached' });
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'service-desk-patient-unread');

    await card.getByRole('button').click();
    await page.getByText(REPLY_TEXT).waitFor();
    await card.getByTestId('feedback-unread').waitFor({ state: 'detached' });
    await screenshot(page, 'service-desk-patient-read');

    // The desk sees that the patient has read it.
    await desk.page.reload();
    await settle(desk.page);
    const row = desk.page.getByRole('row').filter({ hasText: FEEDBACK_TEXT });
    // Filtered to 待回复, the answered message has left the list.
    await expect(row.count()).resolves.toBe(0);
    await desk.page.getByRole('button', { name: '重置' }).click();
    await desk.page.waitForURL(/\/console\/feedback$/);
    await settle(desk.page);
    await row.getByRole('button', { name: '查看', exact: true }).click();
    await desk.page.getByRole('dialog').getByText('已读最新回复').waitFor();
  });

  it('kefu reads the patient’s low rating of a report visit, filtered by stars', async () => {
    const patientId = await addPatientByApi(phone.page, '周秀兰');
    await rateFirstReport(phone.page, patientId);

    const { page } = desk;
    await page.keyboard.press('Escape');
    await openPage(page, '报告评价', /\/console\/report-comments$/);
    await page.getByLabel('评分').click();
    await page.getByTitle('2 星').click();
    await page.getByRole('button', { name: '查询' }).click();
    await page.waitForURL(/rating=2/);
    await settle(page);
    const row = page.getByRole('row').filter({ hasText: COMMENT_TEXT });
    await expect(row.innerText()).resolves.toContain('周秀兰');
    await row.getByRole('img', { name: '2 星' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'console-report-comments');
  });
});

const LOW_TEXT = '候诊时间太长，问诊只有两三分钟。';
const HIGH_TEXT = '对病情讲解得很清楚，很耐心。';

/** The demo HIS's own client, as the README publishes it; in demo mode it holds every scope. */
const DEMO_HIS = { clientId: 'demo-his', secret: 'demo-his-secret-not-for-production' };

/** The hospital's system records that the doctor saw the patient, as it does after a visit. */
async function hisRecordsVisit(appointmentId: number): Promise<void> {
  const basic = Buffer.from(`${DEMO_HIS.clientId}:${DEMO_HIS.secret}`).toString('base64');
  const token = await fetch(`${baseURL()}/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const visit = await fetch(`${baseURL()}/his/v1/appointments/${appointmentId}/visit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(visit.status).toBe(200);
}

/** A patient sees a doctor other than `otherThan`'s and rates the visit, as the patient app does. */
async function visitAndRate(
  phone: Page,
  patientId: number,
  rating: number,
  content: string,
  otherThan: number[] = [],
) {
  const appointment = await bookByApi(phone, patientId, otherThan);
  await payAtSandboxCashier(phone, appointment.id);
  await hisRecordsVisit(appointment.id);
  const rated = await patientApi(phone, '/api/doctors/evaluate-doctor', {
    method: 'POST',
    body: { appointmentId: appointment.id, rating, content },
  });
  expect(rated.status).toBe(200);
  return appointment;
}

describe('doctor ratings and evaluations', () => {
  let desk: { context: BrowserContext; page: Page };
  let phone: { context: BrowserContext; page: Page };
  beforeAll(async () => {
    desk = await openDesktop();
    phone = await openPhone(userAgents.wechatAndroid);
  });
  afterAll(async () => {
    await phone.context.close();
    await desk.context.close();
  });

  it('shows the doctors a patient rated after the visits, lowest first, and leads to their evaluations', async () => {
    await signInAt(phone.page, MANAGER);
    const patientId = await addPatientByApi(phone.page, '孙慧芳');
    const low = await visitAndRate(phone.page, patientId, 2, LOW_TEXT);
    const high = await visitAndRate(phone.page, patientId, 5, HIGH_TEXT, [low.docId]);

    const { page } = desk;
    await openAs(page, 'kefu');
    await openPage(page, '医生评分', /\/console\/doctor-ratings$/);
    const rowOf = (name: string) => page.locator('tr.ant-table-row').filter({ hasText: name });
    await rowOf(high.doctorName).waitFor();
    await rowOf(low.doctorName).getByRole('img', { name: '2 星' }).waitFor();
    const names = await page.locator('tr.ant-table-row td:first-child').allInnerTexts();
    expect(names.indexOf(low.doctorName)).toBeLessThan(names.indexOf(high.doctorName));
    await expectAccessible(page);
    await screenshot(page, 'console-doctor-ratings');

    await rowOf(low.doctorName).getByRole('link', { name: '查看评价' }).click();
    await page.waitForURL(new RegExp(`/console/doctor-evaluations\\?doctorId=${low.docId}$`));
    await settle(page);
    const evaluation = rowOf(LOW_TEXT);
    await expect(evaluation.innerText()).resolves.toContain(low.doctorName);
    await expect(page.locator('tr.ant-table-row').count()).resolves.toBe(1);
    // The menu's newly selected item fades to white; axe reads it once it has.
    const menuItem = page.getByRole('navigation', { name: '主菜单' }).getByRole('link', {
      name: '医生评价',
    });
    await expect
      .poll(() => menuItem.evaluate((link) => getComputedStyle(link).color), { timeout: 10_000 })
      .toBe('rgb(255, 255, 255)');
    await expectAccessible(page);
    await screenshot(page, 'console-doctor-evaluations');
  });

  it('keeps the filters in the address and shows an empty state that passes contrast', async () => {
    const { page } = desk;
    // Days before the hospital opened: nothing can match, whatever else the suite rated.
    await page.goto('/console/doctor-evaluations?rating=1&from=2020-01-01&to=2020-01-31');
    await page.getByText('没有符合条件的医生评价').waitFor();
    await expect(page.getByLabel('评分').locator('..').innerText()).resolves.toContain('1 星');
    await expect(page.getByPlaceholder('开始日期').inputValue()).resolves.toBe('2020-01-01');
    await expectAccessible(page);
    await screenshot(page, 'console-doctor-evaluations-empty');
  });
});
