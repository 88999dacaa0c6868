import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.ts';
import { paths } from '../../lib/paths.ts';

/** The patient manager's pages (/patientManager/*). */
export const patientRoutes: RouteObject[] = [
  lazyPage(
    paths.patientManager,
    async () =>
      (await import('../../features/patients/routes/patient-manager-page.tsx')).PatientManagerPage,
  ),
  lazyPage(
    paths.addPatient,
    async () =>
      (await import('../../features/patients/routes/add-patient-page.tsx')).AddPatientPage,
  ),
  lazyPage(
    paths.patientResult,
    async () =>
      (await import('../../features/patients/routes/patient-result-page.tsx')).PatientResultPage,
  ),
  lazyPage(
    paths.patientDetail,
    async () =>
      (await import('../../features/patients/routes/patient-detail-page.tsx')).PatientDetailPage,
  ),
  lazyPage(
    paths.patientInsurance,
    async () =>
      (await import('../../features/patients/routes/medical-insurance-page.tsx'))
        .MedicalInsurancePage,
  ),
];
