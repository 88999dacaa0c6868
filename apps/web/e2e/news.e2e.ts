import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPhone, screenshot, userAgents } from './browser.ts';
import { signInAt } from './reports-session.ts';
import { swipe } from './touch.ts';

afterAll(closeBrowser);

const readsOf = async (text: Promise<string>) => Number(/(\d+)\s*阅读/.exec(await text)?.[1]);

describe('news', () => {
  it('counts a patient once as a reader of an article', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, '/healthEducation/healthEducation');
    await page.getByTestId('news-item').first().waitFor();
    await screenshot(page, 'news-health-education');
    // The foot of the list: the next page as it comes into view, then the end said plainly.
    await page.getByTestId('news-item').last().scrollIntoViewIfNeeded();
    await page.getByText(/上拉加载更多|加载中…|没有更多了/).waitFor();
    await screenshot(page, 'news-list-foot');

    const listed = await readsOf(
      page.getByTestId('news-item').first().locator('small').last().innerText(),
    );
    await page.getByTestId('news-item').first().click();
    await page.waitForURL(/newsDetail/);
    await page.getByTestId('news-body').waitFor();
    await expect.poll(() => readsOf(page.getByTestId('news-reads').innerText())).toBe(listed + 1);
    await screenshot(page, 'news-detail');

    await page.reload();
    await page.getByTestId('news-body').waitFor();
    await page.waitForLoadState('networkidle');
    await expect(readsOf(page.getByTestId('news-reads').innerText())).resolves.toBe(listed + 1);
    await context.close();
  });

  it('switches to the next category with a sideways swipe on the list', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, '/healthEducation/healthEducation');
    await page.getByTestId('news-item').first().waitFor();
    const selected = () => page.getByRole('tab', { selected: true }).innerText();
    const tabs = await page.getByRole('tab').allInnerTexts();
    const first = await selected();
    const second = tabs[tabs.indexOf(first) + 1];
    expect(second).toBeDefined();

    // Strokes cross the list's first row: a short category's list ends high on the screen.
    const row = async () => {
      const box = await page.getByTestId('news-list').boundingBox();
      return (box?.y ?? 0) + 40;
    };
    const y = await row();
    await swipe(page, { x: 320, y }, { x: 80, y: y + 10 });
    await expect.poll(selected).toBe(second);
    await expect.poll(() => page.url()).toMatch(/categoryId=/);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'news-swiped-to-next-category');

    await context.close();
  }, 120_000);
});
