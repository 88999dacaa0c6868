import type { AxeResults } from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect, inject } from 'vitest';
import { settle } from './every-route.ts';
import { SUITE_START } from './suite-clock.ts';

/**
 * The browser harness of both apps' end-to-end tests (the patient app on a phone, the staff
 * console on a desktop), each file against a server of its own from global-setup.ts.
 */

/** User agents of the hosts the app runs in; the app tells the host from these. */
export const userAgents = {
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2227A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  miniProgram:
    'Mozilla/5.0 (Linux; Android 13; V2227A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64 miniProgram/wx1234567890abcdef',
  alipay:
    'Mozilla/5.0 (Linux; U; Android 13; zh-CN; V2227A Build/TP1A.220624.014) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 UCBS/3.22.2.60 AlipayDefined(nt:WIFI,ws:393|0|2.75) AliApp(AP/10.5.76.8000) AlipayClient/10.5.76.8000 Language/zh-Hans',
  plainBrowser:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
} as const;

/** The server this test file holds (claim-server.ts). */
export const baseURL = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('no e2e server claimed: claim-server.ts runs before each file');
  return url;
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's one browser listens (global-setup.ts). */
    browserEndpoint: string;
  }
}

let browser: Browser | undefined;

/**
 * The run's one browser (global-setup.ts). A file connects to it rather than starting one of
 * its own: starting Chromium costs a second or two of both cores, forty times a run.
 */
export async function launchBrowser(): Promise<Browser> {
  browser ??= await chromium.connect(inject('browserEndpoint'));
  return browser;
}

/** Closes what this file opened in the run's browser and lets go of it. */
export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

/** A fresh phone (390x844, as an iPhone 13/14) in the given host, set to Chinese unless told. */
export async function openPhone(
  userAgent: string,
  locale = 'zh-CN',
): Promise<{ context: BrowserContext; page: Page }> {
  return open({
    userAgent,
    locale,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
}

/** A fresh desktop browser (1440x900), as staff use the console. */
export async function openDesktop(): Promise<{ context: BrowserContext; page: Page }> {
  return open({ viewport: { width: 1440, height: 900 } });
}

async function open(
  device: Parameters<Browser['newContext']>[0],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await (
    await launchBrowser()
  ).newContext({ locale: 'zh-CN', ...device, baseURL: baseURL(), timezoneId: 'Asia/Shanghai' });
  // The device's clock starts where the server's did and runs on, as a real one does.
  await context.clock.install({ time: new Date(SUITE_START) });
  const page = await context.newPage();
  return { context, page };
}

// Evaluated rather than added as a script tag: the apps' Content-Security-Policy refuses inline scripts.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Axe's serious and critical findings on the page as it stands, by rule and count, with the
 * first offending element so a failure says where to look. It waits for finite animations
 * first: a drawer or a toast caught halfway through fading in reads as low contrast on a busy
 * machine and not on a quiet one. Endless ones (a spinner, a pulsing badge) are left running.
 * antd-mobile fades its masks, toasts and dialogs from script (an inline opacity stepped each
 * frame), which the browser's animation list does not show: those are waited for by looking.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // At most two seconds: a paused animation never finishes.
  await page.evaluate(() => {
    const scriptedFadeRunning = () =>
      [...document.querySelectorAll<HTMLElement>('.adm-mask, .adm-center-popup-wrap > div')].some(
        (layer) => {
          const opacity = Number(layer.style.opacity || 1);
          return opacity > 0 && opacity < 1;
        },
      );
    const scriptedFadesEnded = new Promise<void>((resolve) => {
      const check = () => (scriptedFadeRunning() ? requestAnimationFrame(check) : resolve());
      check();
    });
    return Promise.race([
      Promise.all([
        scriptedFadesEnded,
        ...document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ]),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
  await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: () => Promise<AxeResults> } }).axe.run(),
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.nodes.length}): ${violation.nodes[0]?.target.join(' ') ?? ''}`,
    );
}

const screenshotDir = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));

/** Saves a full-page screenshot under test-results/screenshots for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage: true });
}

/**
 * Waits until the page has its data and the request layer's loading toast has faded (axe
 * would catch it half drawn), saves the page for a person to look at and checks it with axe.
 */
export async function look(page: Page, shot: string): Promise<void> {
  await settle(page);
  await expect.poll(() => page.locator('.adm-toast-mask').count(), { timeout: 10_000 }).toBe(0);
  await screenshot(page, shot);
  await expect(seriousViolations(page)).resolves.toEqual([]);
}
