import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { outpatientCatalogues } from '../../features/outpatient/i18n/catalogues.ts';
import { paths } from '../../lib/paths.ts';
import { lazyPage } from './lazy-page.ts';

/**
 * Outpatient bills (issue 12): the unpaid bills with registration's patient switcher
 * composed in, paying several together, the details and where to go after, and paying one
 * from the QR code on its paper bill, and putting bills on the patient's credit line to
 * pay later.
 */
export const outpatientRoutes: RouteObject[] = [
  lazyPage(
    paths.outpatientUnpaid,
    async (): Promise<ComponentType> => {
      const [{ UnpaidPage }, { PatientPicker }] = await Promise.all([
        import('../../features/outpatient/routes/unpaid-page.tsx'),
        import('../../features/registration/components/patient-picker.tsx'),
      ]);
      return () => <UnpaidPage patientPicker={PatientPicker} />;
    },
    [outpatientCatalogues],
  ),
  lazyPage(
    paths.outpatientPatientPay,
    async () =>
      (await import('../../features/outpatient/routes/patient-pay-page.tsx')).PatientPayPage,
    [outpatientCatalogues],
  ),
  lazyPage(
    paths.outpatientPayDetails,
    async () =>
      (await import('../../features/outpatient/routes/pay-details-page.tsx')).PayDetailsPage,
    [outpatientCatalogues],
  ),
  lazyPage(
    paths.outpatientCreditPay,
    async () =>
      (await import('../../features/outpatient/routes/credit-pay-page.tsx')).CreditPayPage,
    [outpatientCatalogues],
  ),
  lazyPage(
    paths.scanPatientPay,
    async () => (await import('../../features/outpatient/routes/scan-pay-page.tsx')).ScanPayPage,
    [outpatientCatalogues],
  ),
];
