import type { RouteObject } from 'react-router';
import { inpatientCatalogues } from '../../features/inpatient/i18n/catalogues.ts';
import { paths } from '../../lib/paths.ts';
import { lazyPage } from './lazy-page.ts';

/**
 * Inpatient care (issue 13): the stays followed, binding one, its detail, daily bills,
 * discharge progress and topping up its deposit.
 */
export const inpatientRoutes: RouteObject[] = [
  lazyPage(
    paths.inHospitalManage,
    async () =>
      (await import('../../features/inpatient/routes/hospital-manage-page.tsx')).HospitalManagePage,
    [inpatientCatalogues],
  ),
  lazyPage(
    paths.addHospitalUser,
    async () =>
      (await import('../../features/inpatient/routes/add-hospital-user-page.tsx'))
        .AddHospitalUserPage,
    [inpatientCatalogues],
  ),
  lazyPage(
    paths.inHospitalDetail,
    async () =>
      (await import('../../features/inpatient/routes/in-hospital-detail-page.tsx'))
        .InHospitalDetailPage,
    [inpatientCatalogues],
  ),
  lazyPage(
    paths.dayBillList,
    async () =>
      (await import('../../features/inpatient/routes/day-bill-list-page.tsx')).DayBillListPage,
    [inpatientCatalogues],
  ),
  lazyPage(
    paths.dayBill,
    async () => (await import('../../features/inpatient/routes/day-bill-page.tsx')).DayBillPage,
    [inpatientCatalogues],
  ),
  lazyPage(
    paths.checkProgress,
    async () =>
      (await import('../../features/inpatient/routes/check-progress-page.tsx')).CheckProgressPage,
    [inpatientCatalogues],
  ),
  lazyPage(
    paths.inHospitalPay,
    async () =>
      (await import('../../features/inpatient/routes/in-hospital-pay-page.tsx')).InHospitalPayPage,
    [inpatientCatalogues],
  ),
];
