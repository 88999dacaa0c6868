import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.ts';
import { paths } from '../../lib/paths.ts';
import { patientsCatalogues } from '../../features/patients/i18n/catalogues.ts';

/** The patient manager's pages (/patientManager/*). */
export const patientRoutes: RouteObject[] = [
  lazyPage(
    paths.patientManager,
    async () =>
      (await import('../../features/patients/routes/patient-manager-page.tsx')).PatientManagerPage,
    [patientsCatalogues],
  ),
  lazyPage(
    paths.addPatient,
    async () =>
      (await import('../../features/patients/routes/add-patient-page.tsx')).AddPatientPage,
    [patientsCatalogues],
  ),
  lazyPage(
    paths.patientResult,
    async () =>
      (await import('../../features/patients/routes/patient-result-page.tsx')).PatientResultPage,
    [patientsCatalogues],
  ),
  lazyPage(
    paths.patientDetail,
    async () =>
      (await import('../../features/patients/routes/patient-detail-page.tsx')).PatientDetailPage,
    [patientsCatalogues],
  ),
  lazyPage(
    paths.patientInsurance,
    async () =>
      (await import('../../features/patients/routes/medical-insurance-page.tsx'))
        .MedicalInsurancePage,
    [patientsCatalogues],
  ),
];
