import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.ts';
import { paths } from '../../lib/paths.ts';
import { preDiagnosisCatalogues } from '../../features/triage/pre-diagnosis/i18n/catalogues.ts';

/** Pre-diagnosis of a booked visit: the visits, basic information, the questions, the summary. */
export const preDiagnosisRoutes: RouteObject[] = [
  lazyPage(
    paths.preDiagnosis,
    async () =>
      (await import('../../features/triage/pre-diagnosis/routes/pre-diagnosis-page.tsx'))
        .PreDiagnosisPage,
    [preDiagnosisCatalogues],
  ),
  lazyPage(
    paths.preDiagnosisPersonInput,
    async () =>
      (await import('../../features/triage/pre-diagnosis/routes/person-input-page.tsx'))
        .PersonInputPage,
    [preDiagnosisCatalogues],
  ),
  lazyPage(
    paths.preDiagnosisInput,
    async () =>
      (await import('../../features/triage/pre-diagnosis/routes/diagnosis-input-page.tsx'))
        .DiagnosisInputPage,
    [preDiagnosisCatalogues],
  ),
  lazyPage(
    paths.preDiagnosisResult,
    async () =>
      (await import('../../features/triage/pre-diagnosis/routes/diagnosis-result-page.tsx'))
        .DiagnosisResultPage,
    [preDiagnosisCatalogues],
  ),
];
