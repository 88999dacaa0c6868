import type { RouteObject } from 'react-router';

const page = (name: string, load: () => Promise<RouteObject['Component']>): RouteObject => ({
  path: `patientManager/${name}`,
  lazy: async () => ({ Component: await load() }),
});

/** The patient manager of spec section 2 (/patientManager/*). */
export const patientRoutes: RouteObject[] = [
  page(
    'patientManager',
    async () =>
      (await import('../../features/patients/routes/patient-manager-page.tsx')).PatientManagerPage,
  ),
  page(
    'addPatient',
    async () =>
      (await import('../../features/patients/routes/add-patient-page.tsx')).AddPatientPage,
  ),
  page(
    'patientReSultInfo',
    async () =>
      (await import('../../features/patients/routes/patient-result-page.tsx')).PatientResultPage,
  ),
  page(
    'patientDetail',
    async () =>
      (await import('../../features/patients/routes/patient-detail-page.tsx')).PatientDetailPage,
  ),
  page(
    'submitMedicalInsurance',
    async () =>
      (await import('../../features/patients/routes/medical-insurance-page.tsx'))
        .MedicalInsurancePage,
  ),
];
