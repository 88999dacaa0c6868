import { afterAll, describe, it } from 'vitest';
import { closeBrowser, openPhone, screenshot, userAgents } from './browser.ts';
import { signInAt } from './reports-session.ts';

afterAll(closeBrowser);

// A 1x1 PNG: the smallest real image the upload accepts.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('feedback', () => {
  it('sends feedback with a photo and lists it', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, '/feedbackPages/feedbackList');
    await page.getByRole('status').waitFor();
    await screenshot(page, 'feedback-list-empty');

    await page.getByText('常见问题', { exact: true }).click();
    await page.waitForURL(/feedbackQuestionList/);
    await page.locator('.adm-list-item').first().waitFor();
    await screenshot(page, 'feedback-questions');
    await page.goBack();

    await page.getByTestId('feedback-create').click();
    await page.waitForURL(/feedbackOnline/);
    await page.getByTestId('feedback-content').locator('textarea').fill('太慢');
    await page.getByTestId('feedback-submit').click();
    await page.getByText('请选择反馈类型').waitFor();
    await page.getByText('反馈内容至少5个字').waitFor();
    await screenshot(page, 'feedback-online-errors');

    await page.getByTestId('feedback-category').locator('.adm-selector-item').first().click();
    await page
      .getByTestId('feedback-content')
      .locator('textarea')
      .fill('门诊二楼候诊区座位偏少，高峰时段很多老人只能站着等候。');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'waiting-room.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('.adm-image-uploader-cell-image').first().waitFor();
    await page.locator('.adm-image-uploader-cell-loading').waitFor({ state: 'detached' });
    await page.getByTestId('feedback-phone').locator('input').fill('13800138000');
    await screenshot(page, 'feedback-online');
    await page.getByTestId('feedback-submit').click();

    await page.waitForURL(/feedbackList/);
    await page.getByTestId('feedback-card').first().getByRole('button').click();
    await page.getByText('1 张图片').waitFor();
    await page.getByText('医院回复').waitFor();
    await screenshot(page, 'feedback-list');
    await context.close();
  });
});
