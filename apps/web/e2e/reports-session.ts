import { idCardCheckCharacter } from '@hospital/contract';
import type { Page } from 'playwright-core';

/** Opens a page that needs a session and signs in as a new sandbox user of the WeChat host. */
export async function signInAt(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('input[name=user][value=new]').check();
  await page.getByTestId('sandbox-confirm').click();
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
}

/**
 * Adds a patient with the page's own session, as the patient manager would; in demo mode
 * the demo HIS hears of them and sends reports of both kinds a moment later.
 */
export async function addPatientByApi(
  page: Page,
  name: string,
  born = '19800101',
): Promise<number> {
  const first17 = `110101${born}123`;
  return page.evaluate(
    async ({ name, idNumber }) => {
      const token = sessionStorage.getItem('access_token') ?? '';
      const response = await fetch('/api/patients/save', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
        },
        body: JSON.stringify({
          name,
          gender: 'MALE',
          idType: 'ID_CARD',
          idNumber,
          phone: '13800138000',
          relation: 'SELF',
          nation: '01',
        }),
      });
      if (!response.ok)
        throw new Error(`save patient ${response.status}: ${await response.text()}`);
      return ((await response.json()) as { id: number }).id;
    },
    { name, idNumber: first17 + idCardCheckCharacter(first17) },
  );
}

/**
 * Reloads the page, as a patient would, until the reports the HIS sends a moment after a
 * patient is added show (the delivery job runs every 2 s); gives up after about a minute.
 */
export async function reloadUntilReports(page: Page): Promise<void> {
  const card = page.getByTestId('report-card').first();
  for (let tries = 0; tries < 20; tries += 1) {
    await page.reload();
    try {
      await card.waitFor({ timeout: 3_000 });
      return;
    } catch {
      // Not sent yet: look again.
    }
  }
  throw new Error('the reports of the new patient did not arrive');
}
