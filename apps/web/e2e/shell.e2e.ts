import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPhone, screenshot, userAgents } from './browser.ts';

afterAll(closeBrowser);

describe('the tab shell and home page', () => {
  it('shows three tabs in the native-app layout and an honest card for an address it does not know', async () => {
    const { context, page } = await openPhone(userAgents.plainBrowser);
    await page.goto('/');
    await page.getByTestId('service-register').waitFor();
    for (const id of ['tab-home', 'tab-personal', 'tab-message']) {
      await expect(page.getByTestId(id).isVisible()).resolves.toBe(true);
    }
    await expect(page.title()).resolves.toBe('诊疗服务');
    await expect(page.getByTestId('home-bar').getAttribute('data-solid')).resolves.toBe('false');
    await screenshot(page, 'plain-browser-home');

    // Past 150 px the hospital's name stays on a white bar over the page.
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.getByTestId('home-bar').getAttribute('data-solid')).toBe('true');
    await screenshot(page, 'home-bar-solid');
    await page.evaluate(() => window.scrollTo(0, 0));

    // An address the app does not know opens the honest card, with the way back kept.
    await page.goto('/no-such-page');
    await page.getByText('页面不存在').first().waitFor();
    await screenshot(page, 'not-found');
    await page.goBack();
    await page.getByTestId('service-register').waitFor();
    await context.close();
  });

  it('paints the home page in Chinese without asking for a catalogue of messages or the home data', async () => {
    const { context, page } = await openPhone(userAgents.plainBrowser);
    const catalogues: string[] = [];
    const homeData: string[] = [];
    page.on('request', (request) => {
      if (/\/(zh-cn|en)-[^/]+\.js$/.test(request.url())) catalogues.push(request.url());
      if (request.url().includes('/api/index/init')) homeData.push(request.url());
    });
    await page.goto('/');
    await page.getByTestId('default-patient-add').waitFor();
    await page.getByTestId('service-register').waitFor();
    expect(catalogues).toEqual([]);
    expect(homeData).toEqual([]);
    await context.close();
  });

  it('in WeChat on iOS signs the JS-SDK for the address the app was first opened at', async () => {
    const { context, page } = await openPhone(userAgents.wechatIos);
    await page.addInitScript(() => {
      const configs: unknown[] = [];
      Object.assign(window, {
        __wxConfigs: configs,
        wx: {
          config: (options: unknown) => configs.push(options),
          ready: () => undefined,
          error: () => undefined,
        },
      });
    });
    const signed: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/wx-api/jsapi-config')
        signed.push(url.searchParams.get('url') ?? '');
    });
    await page.goto('/');
    await page.waitForFunction(
      () => (window as unknown as { __wxConfigs: unknown[] }).__wxConfigs.length > 0,
    );
    const [config] = await page.evaluate(
      () => (window as unknown as { __wxConfigs: unknown[] }).__wxConfigs,
    );
    expect(signed.at(-1)).toBe(page.url().split('#')[0]);
    expect(config).toMatchObject({
      appId: expect.any(String) as unknown,
      nonceStr: expect.any(String) as unknown,
      signature: expect.stringMatching(/^[0-9a-f]{40}$/) as unknown,
      jsApiList: expect.arrayContaining(['scanQRCode', 'chooseImage']) as unknown,
    });
    await context.close();
  });
});
