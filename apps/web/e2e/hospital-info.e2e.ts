import { afterAll, describe, it } from 'vitest';
import { closeBrowser, openPhone, screenshot, userAgents } from './browser.ts';
import { signInAt } from './reports-session.ts';

afterAll(closeBrowser);

describe('hospital information', () => {
  it('walks from the overview through departments, doctors, buildings and guides', async () => {
    const { context, page } = await openPhone(userAgents.wechatAndroid);
    await signInAt(page, '/hospitalManagePages/hospital');
    await page.getByTestId('info-deptList').waitFor();
    await screenshot(page, 'info-hospital');

    await page.getByTestId('info-introduce').click();
    await page.waitForURL(/hospitalIntroduce/);
    await page.getByTestId('info-wifi').waitFor();
    await screenshot(page, 'info-introduce');

    await page.goto('/hospitalManagePages/deptList');
    await page.getByTestId('dept-clinic').first().click();
    await page.waitForURL(/sectionIntroduce/);
    await page.getByTestId('dept-name').waitFor();
    await screenshot(page, 'info-section');
    await page.goBack();
    await screenshot(page, 'info-dept-list');
    await page.getByTestId('dept-clinic').first().click();
    await page.getByTestId('dept-doctors').click();
    await page.waitForURL(/doctorIntroduceList/);
    await page.getByTestId('doctor-card').first().waitFor();
    await screenshot(page, 'info-doctor-list');
    await page.getByTestId('doctor-card').first().click();
    await page.getByTestId('doctor-name').waitFor();
    await screenshot(page, 'info-doctor');

    await page.goto('/hospitalManagePages/distribuBuild');
    await page.getByTestId('building-block').nth(1).click();
    await page.getByTestId('floor-list').waitFor();
    await screenshot(page, 'info-buildings');

    await page.goto('/prefessorIntro/prefessorIntro');
    await page.getByTestId('doctor-card').first().waitFor();
    await screenshot(page, 'info-experts');

    const pages: [string, string][] = [
      ['/hospitalGuidePages/hospitalGuide', 'info-hospital-guide'],
      ['/hospitalGuidePages/operaGuide', 'info-opera-guide'],
      ['/communicationPages/communication', 'info-communication'],
      ['/wifi/wifiPage', 'info-wifi'],
    ];
    for (const [path, name] of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.locator('main [aria-busy]').first().waitFor({ state: 'detached' });
      await screenshot(page, name);
    }
    await context.close();
  });
});
