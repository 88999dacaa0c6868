import { openPhone, userAgents } from '../../web/e2e/browser.ts';
import { bookFirstOpenSlot } from '../../web/e2e/patient-steps.ts';
import { addPatientByApi, signInAt } from '../../web/e2e/reports-session.ts';

const REGISTER = '/registerPages/registerPage';

/**
 * A patient in WeChat books the first open half-day and pays it at the sandbox cashier, so
 * the finance pages have a real paid order to work on. The booking page's own end-to-end
 * test checks each of these screens; here they are only the way to a payment.
 */
export async function payForRegistration(patientName: string): Promise<void> {
  const { context, page } = await openPhone(userAgents.wechatAndroid);
  try {
    await signInAt(page, REGISTER);
    await addPatientByApi(page, patientName);
    await page.reload();
    await page.getByTestId('dept').first().click();
    await page.waitForURL(/choiceDoctor/);
    await bookFirstOpenSlot(page);
    await page.waitForURL(/sureScheduleData/);
    await page.getByTestId('consent-accept').click();
    await page.getByTestId('confirm-submit').click();
    await page.waitForURL(/\/pay\/fullPayment/);
    await page.getByTestId('pay-submit').click();
    await page.getByTestId('sandbox-pay-confirm').click();
    await page.waitForURL(/scheduleSuccess/, { timeout: 30_000 });
  } finally {
    await context.close();
  }
}
