import type { HospitalModule, IndexInit } from '@hospital/contract';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPhone, screenshot, seriousViolations, userAgents } from './browser.ts';
import { signInAt } from './reports-session.ts';

afterAll(closeBrowser);

/**
 * The real home answer with `off` switched off, for this page only: the suite's server is
 * shared by every e2e file, which expect the demo hospital's areas on. The server's own 404
 * for a switched-off area is covered by the API tests.
 */
async function hospitalWithout(page: Page, off: HospitalModule[]): Promise<void> {
  await page.route('**/api/index/init', async (route) => {
    const response = await route.fetch();
    const home = (await response.json()) as IndexInit;
    for (const module of off) home.modules[module] = false;
    await route.fulfill({ response, json: home });
  });
}

describe('a hospital without COVID screening, on a phone in WeChat', () => {
  it('has no nucleic-acid or new-crown entry, and their pages say the service is not offered', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await hospitalWithout(page, ['nucleicAcid', 'newCrown']);
    await signInAt(page, '/personal');
    await page.getByTestId('tab-home').click();
    await page.getByTestId('service-register').waitFor();
    await expect(page.getByTestId('service-nucleicAcid').count()).resolves.toBe(0);
    await expect(page.getByTestId('service-newCrown').count()).resolves.toBe(0);
    await expect(page.getByTestId('service-inspection').isVisible()).resolves.toBe(true);

    // As a bookmark or a host menu would open it.
    await page.goto('/nucleicAcid/nucleicAcid');
    await page.getByText('如有需要，请咨询医院服务台').waitFor();
    await expect(page.getByText('功能建设中，敬请期待').count()).resolves.toBe(0);
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
