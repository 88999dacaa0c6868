import { openPhone, userAgents } from '../../web/e2e/browser.ts';
import { unpaidBills, waitForBills } from '../../web/e2e/outpatient-steps.ts';
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

/**
 * A patient in Alipay pays the first of the bills the demo HIS left on their new card, at the
 * sandbox cashier; the outpatient pages' own end-to-end test checks those screens. Returns
 * the card number, which finance searches by.
 */
export async function payForOutpatientBill(patientName: string): Promise<string> {
  const { context, page } = await openPhone(userAgents.alipay);
  try {
    await signInAt(page, '/outpatientPay/unpaid');
    await addPatientByApi(page, patientName);
    await waitForBills(page);
    const { patientCode } = await unpaidBills(page);
    await page.reload();
    await page.getByTestId('outpatient-bill').first().click();
    await page.getByTestId('outpatient-submit').click();
    await page.waitForURL(/\/pay\/patientpay/);
    await page.getByTestId('outpatient-pay-submit').click();
    await page.getByTestId('sandbox-pay-confirm').click();
    await page.getByTestId('outpatient-paid').waitFor({ timeout: 30_000 });
    return patientCode;
  } finally {
    await context.close();
  }
}
