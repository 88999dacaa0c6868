import { afterAll, describe, expect, it } from 'vitest';
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
    const row = async () => ((await list.boundingBox())?.y ?? 0) + 40;
    await swipe(page, { x: 320, y: await row() }, { x: 80, y: (await row()) + 10 });
    await expect.poll(selected).toBe(second);
    await expect.poll(() => page.url()).toMatch(/status=/);

    await swipe(page, { x: 80, y: await row() }, { x: 320, y: (await row()) + 10 });
    await expect.poll(selected).toBe(first);
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('all');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'history-swiped-back');
    await context.close();
  }, 120_000);
});
