import { INDEX_INIT_ELEMENT_ID, type HospitalModule, type IndexInit } from '@hospital/contract';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPhone, screenshot, seriousViolations, userAgents } from './browser.ts';
import { signInAt } from './reports-session.ts';

afterAll(closeBrowser);

/**
 * The real home answer with `off` switched off, for this page only, whether it is asked for
 * or comes inside the page the server sends: the suite's server is shared by every e2e file,
 * which expect the demo hospital's areas on. The server's own 404 for a switched-off area is
 * covered by the API tests.
 */
async function hospitalWithout(page: Page, off: HospitalModule[]): Promise<void> {
  const switchOff = (home: IndexInit) => {
    for (const module of off) home.modules[module] = false;
    return home;
  };
  await page.route('**/api/index/init', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: switchOff((await response.json()) as IndexInit) });
  });
  await page.route('**/*', async (route) => {
    const request = route.request();
    const appPage =
      request.resourceType() === 'document' &&
      request.method() === 'GET' &&
      !/^\/(sandbox|oauth|api)\//.test(new URL(request.url()).pathname);
    if (!appPage) return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(
      EMBEDDED,
      (_, open: string, json: string, close: string) =>
        open + JSON.stringify(switchOff(JSON.parse(json) as IndexInit)) + close,
    );
    await route.fulfill({ status: response.status(), contentType: 'text/html', body });
  });
}

const EMBEDDED = new RegExp(
  `(<script id="${INDEX_INIT_ELEMENT_ID}" type="application/json">)(.*?)(</script>)`,
);

describe('a hospital without COVID screening, on a phone in WeChat', () => {
  it('has no nucleic-acid or new-crown entry, and their pages say the service is not offered', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await hospitalWithout(page, ['nucleicAcid', 'newCrown']);
    await signInAt(page, '/personal');
    // The sign-in's redirects bring the page in past the route; loaded again, it goes through.
    await page.reload();
    await page.getByTestId('tab-home').click();
    await page.getByTestId('service-register').waitFor();
    await expect(page.getByTestId('service-nucleicAcid').count()).resolves.toBe(0);
    await expect(page.getByTestId('service-newCrown').count()).resolves.toBe(0);
    await expect(page.getByTestId('service-inspection').isVisible()).resolves.toBe(true);

    // As a bookmark or a host menu would open it.
    await page.goto('/nucleicAcid/nucleicAcid');
    await page.getByText('如有需要，请咨询医院服务台').waitFor();
    await expect(
      page.getByRole('heading', { level: 1, name: '本院未开通此项服务' }).isVisible(),
    ).resolves.toBe(true);
    await expect(page.title()).resolves.toBe('本院未开通此项服务');
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await screenshot(page, 'module-not-offered');

    await page.getByTestId('back-home').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('service-register').waitFor();

    await page.goto('/newCrownAppointment/newCrownStart');
    await page.getByText('如有需要，请咨询医院服务台').waitFor();
    await context.close();
  });
});
