import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Stands in for the mini-program shell's `wx.miniProgram`, recording each call the page makes. */
export async function fakeMiniProgramShell(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.assign(window, {
      __miniProgramCalls: calls,
      __wxjs_environment: 'miniprogram',
      wx: {
        miniProgram: {
          postMessage: (message: unknown) => calls.push({ postMessage: message }),
          navigateBack: () => calls.push({ navigateBack: true }),
          getEnv: (callback: (env: { miniprogram: boolean }) => void) =>
            callback({ miniprogram: true }),
        },
      },
    });
  });
}

/**
 * The page signed in through the mini-program shell: it posted the auth message with the
 * address to come back to, then asked the shell to go back. Read from what
 * `fakeMiniProgramShell` recorded.
 */
export async function expectHandOverToMiniProgram(page: Page, returnTo: RegExp): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { __miniProgramCalls: unknown[] }).__miniProgramCalls.length >= 2,
  );
  const calls = await page.evaluate(
    () => (window as unknown as { __miniProgramCalls: unknown[] }).__miniProgramCalls,
  );
  expect(calls).toEqual([
    { postMessage: { data: { type: 'auth', url: expect.stringMatching(returnTo) as unknown } } },
    { navigateBack: true },
  ]);
}
