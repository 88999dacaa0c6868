import { afterAll, describe, expect, it, vi } from 'vitest';
import { paths } from '../src/lib/paths.ts';
import { closeBrowser, openPhone, screenshot, userAgents } from './browser.ts';
import { signInAt } from './reports-session.ts';
import { swipe } from './touch.ts';

afterAll(closeBrowser);

describe('registration history', () => {
  it('shows the next status with a swipe to the left and the previous one with a swipe back', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, paths.regHistory);
    const list = page.getByTestId('history-list');
    await list.waitFor();
    const selected = () => page.getByRole('tab', { selected: true }).innerText();
    const tabs = await page.getByRole('tab').allInnerTexts();
    const first = await selected();
    const second = tabs[tabs.indexOf(first) + 1];
    expect(second).toBeDefined();

    // Across the list's top, right of the back-swipe edge; the list may be short when empty.
    // A stroke that lands while the list is swapped for its next state is lost on a busy
    // machine, as a finger's would be; so, like a patient, stroke again until the tab moves.
    const row = async () => ((await list.boundingBox())?.y ?? 0) + 40;
    const swipeUntil = async (fromX: number, toX: number, tab: string) => {
      await vi.waitFor(
        async () => {
          if ((await selected()) === tab) return;
          await page.waitForLoadState('networkidle');
          await swipe(page, { x: fromX, y: await row() }, { x: toX, y: (await row()) + 10 });
          await expect.poll(selected, { timeout: 3_000 }).toBe(tab);
        },
        { timeout: 30_000, interval: 100 },
      );
    };
    await swipeUntil(320, 80, second!);
    await expect.poll(() => page.url()).toMatch(/status=/);

    await swipeUntil(80, 320, first);
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('all');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'history-swiped-back');
    await context.close();
  }, 120_000);
});
