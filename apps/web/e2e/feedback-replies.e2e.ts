import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  baseURL,
  closeBrowser,
  openPhone,
  screenshot,
  seriousViolations,
  userAgents,
} from './browser.ts';
import { signInAt } from './reports-session.ts';

afterAll(closeBrowser);

/** Sends feedback with the page's own session, as the feedback form would. */
function sendFeedback(page: Page, content: string): Promise<number> {
  return page.evaluate(async (content) => {
    const headers = {
      Authorization: `Bearer ${sessionStorage.getItem('access_token') ?? ''}`,
      'X-Requested-With': 'XMLHttpRequest',
    };
    const categories = (await (
      await fetch('/api/feedback/userQuestionCategory', { headers })
    ).json()) as { id: number }[];
    const response = await fetch('/api/feedback/getUserFeedback', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ categoryId: categories[0]!.id, content }),
    });
    if (!response.ok) throw new Error(`feedback ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { id: number }).id;
  }, content);
}

/** The demo 客服 answers through the console API, as the service desk page does. */
async function replyAsServiceDesk(feedbackId: number, content: string): Promise<void> {
  const session = await fetch(`${baseURL()}/console/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'kefu', password: 'console-demo-2026' }),
  });
  if (!session.ok) throw new Error(`staff sign-in ${session.status}: ${await session.text()}`);
  const { token } = (await session.json()) as { token: string };
  const reply = await fetch(`${baseURL()}/console/api/feedback/${feedbackId}/replies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ content }),
  });
  if (!reply.ok) throw new Error(`reply ${reply.status}: ${await reply.text()}`);
}

describe('feedback replies', () => {
  it('shows a reply from the service desk with an unread mark that opening it clears', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, '/feedbackPages/feedbackList');
    const id = await sendFeedback(page, '门诊三楼的饮水机坏了好几天了，希望尽快修好。');
    await replyAsServiceDesk(id, '感谢您的反馈，后勤已于今天上午修好饮水机。');

    await page.reload();
    const card = page.getByTestId('feedback-card').first();
    await card.getByTestId('feedback-unread').waitFor({ state: 'attached' });
    expect(await card.locator('.adm-badge-dot').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'feedback-reply-unread');

    await card.getByRole('button').click();
    await page.getByText('感谢您的反馈，后勤已于今天上午修好饮水机。').waitFor();
    await card.getByTestId('feedback-unread').waitFor({ state: 'detached' });
    expect(await card.locator('.adm-badge-dot').count()).toBe(0);
    await screenshot(page, 'feedback-reply-read');

    // Read on the server too: a fresh load shows no mark.
    await page.reload();
    await page.getByTestId('feedback-card').first().waitFor();
    expect(await page.getByTestId('feedback-unread').count()).toBe(0);
    await context.close();
  });
});
