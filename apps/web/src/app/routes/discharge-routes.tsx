import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.ts';
import { paths } from '../../lib/paths.ts';
import { dischargeCatalogues } from '../../features/discharge/i18n/catalogues.ts';

const pages = [dischargeCatalogues];

/**
 * Self-discharge: the conditions and trial settlement, the final split, the electronic bill,
 * the discharge summary and paying the balance. The fee lists open in the reports' PDF page.
 */
export const dischargeRoutes: RouteObject[] = [
  lazyPage(
    paths.outHospital,
    async () =>
      (await import('../../features/discharge/routes/out-hospital-page.tsx')).OutHospitalPage,
    pages,
  ),
  lazyPage(
    paths.outHospitalSettlement,
    async () =>
      (await import('../../features/discharge/routes/settlement-page.tsx')).SettlementPage,
    pages,
  ),
  lazyPage(
    paths.settlementReceipt,
    async () => (await import('../../features/discharge/routes/receipt-page.tsx')).ReceiptPage,
    pages,
  ),
  lazyPage(
    paths.dischargeReport,
    async () =>
      (await import('../../features/discharge/routes/discharge-report-page.tsx'))
        .DischargeReportPage,
    pages,
  ),
  lazyPage(
    paths.outHospitalPay,
    async () =>
      (await import('../../features/discharge/routes/balance-pay-page.tsx')).BalancePayPage,
    pages,
  ),
];
