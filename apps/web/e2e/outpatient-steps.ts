import type { OutpatientVisit } from '@hospital/contract';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The unpaid bills of the account's first patient, read with the page's own session. */
function unpaidBills(page: Page): Promise<{ patientCode: string; billNos: string[] }> {
  return page.evaluate(async () => {
    const headers = {
      Authorization: `Bearer ${sessionStorage.getItem('access_token') ?? ''}`,
      'X-Requested-With': 'XMLHttpRequest',
    };
    const patients = (await (await fetch('/api/patients/findPatient', { headers })).json()) as {
      patientCode: string;
    }[];
    const patientCode = patients[0]?.patientCode ?? '';
    const response = await fetch(`/api/outpatient/getBillList?patientCode=${patientCode}`, {
      headers,
    });
    const visits = response.ok ? ((await response.json()) as OutpatientVisit[]) : [];
    return { patientCode, billNos: visits.flatMap((visit) => visit.bills.map((b) => b.billNo)) };
  });
}

/** The demo HIS sends a new patient's bills a moment after hearing of them (about 2 s). */
export async function waitForBills(page: Page): Promise<string[]> {
  let billNos: string[] = [];
  await expect
    .poll(async () => (billNos = (await unpaidBills(page)).billNos).length, { timeout: 60_000 })
    .toBeGreaterThan(0);
  return billNos;
}
