import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.ts';

/** The patient manager's pages (/patientManager/*). */
export const patientRoutes: RouteObject[] = [
  lazyPage(
    'patientManager/patientManager',
    async () =>
      (await import('../../features/patients/routes/patient-manager-page.tsx')).PatientManagerPage,
  ),
  lazyPage(
    'patientManager/addPatient',
    async () =>
      (await import('../../features/patients/routes/add-patient-page.tsx')).AddPatientPage,
  ),
  lazyPage(
    'patientManager/patientReSultInfo',
    async () =>
      (await import('../../features/patients/routes/patient-result-page.tsx')).PatientResultPage,
  ),
  lazyPage(
    'patientManager/patientDetail',
    async () =>
      (await import('../../features/patients/routes/patient-detail-page.tsx')).PatientDetailPage,
  ),
  lazyPage(
    'patientManager/submitMedicalInsurance',
    async () =>
      (await import('../../features/patients/routes/medical-insurance-page.tsx'))
        .MedicalInsurancePage,
  ),
];
