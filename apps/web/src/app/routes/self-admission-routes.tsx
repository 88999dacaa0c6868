import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.ts';
import { paths } from '../../lib/paths.ts';
import { selfAdmissionCatalogues } from '../../features/self-admission/i18n/catalogues.ts';

const pages = [selfAdmissionCatalogues];

/**
 * Self-admission: the ward's notices, reading one, filling in the details, and paying the
 * pre-admission deposit.
 */
export const selfAdmissionRoutes: RouteObject[] = [
  lazyPage(
    paths.selfHospitalized,
    async () =>
      (await import('../../features/self-admission/routes/admission-list-page.tsx'))
        .AdmissionListPage,
    pages,
  ),
  lazyPage(
    paths.admissionNotice,
    async () => (await import('../../features/self-admission/routes/notice-page.tsx')).NoticePage,
    pages,
  ),
  lazyPage(
    paths.admissionInfo,
    async () =>
      (await import('../../features/self-admission/routes/admission-info-page.tsx'))
        .AdmissionInfoPage,
    pages,
  ),
  lazyPage(
    paths.admissionPay,
    async () =>
      (await import('../../features/self-admission/routes/deposit-pay-page.tsx')).DepositPayPage,
    pages,
  ),
];
