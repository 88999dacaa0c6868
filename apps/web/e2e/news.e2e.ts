import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPhone, screenshot, userAgents } from './browser.ts';
import { signInAt } from './reports-session.ts';

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
});
