import type { RouteObject } from 'react-router';
import { medicalInsuranceCatalogues } from '../../features/medical-insurance/i18n/catalogues.ts';
import { paths } from '../../lib/paths.ts';
import { lazyPage } from './lazy-page.ts';

const resultPages = () =>
  import('../../features/medical-insurance/routes/insurance-result-pages.tsx');

/**
 * Paying a registration or outpatient bills with medical insurance: choose the way,
 * authorise and pay, the result, the detail.
 */
export const medicalInsuranceRoutes: RouteObject[] = [
  lazyPage(
    paths.insuranceMethod,
    async () =>
      (await import('../../features/medical-insurance/routes/insurance-method-page.tsx'))
        .InsuranceMethodPage,
    [medicalInsuranceCatalogues],
  ),
  lazyPage(
    paths.insurancePay,
    async () =>
      (await import('../../features/medical-insurance/routes/insurance-pay-page.tsx'))
        .InsurancePayPage,
    [medicalInsuranceCatalogues],
  ),
  lazyPage(paths.insuranceResult, async () => (await resultPages()).InsuranceResultPage, [
    medicalInsuranceCatalogues,
  ]),
  lazyPage(paths.settlementDetail, async () => (await resultPages()).SettlementDetailPage, [
    medicalInsuranceCatalogues,
  ]),
];
