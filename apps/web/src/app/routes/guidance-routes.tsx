import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.ts';
import { paths } from '../../lib/paths.ts';
import { guidanceCatalogues } from '../../features/triage/guidance/i18n/catalogues.ts';

/**
 * Intelligent guidance (figure, symptoms, departments) and the diversion page it and
 * pre-diagnosis send red flags to; a chunk per page.
 */
export const guidanceRoutes: RouteObject[] = [
  { path: paths.intelGuidance, element: <Navigate to={paths.intelGuidanceStart} replace /> },
  lazyPage(
    paths.intelGuidanceStart,
    async () =>
      (await import('../../features/triage/guidance/routes/choose-body-parts-page.tsx'))
        .ChooseBodyPartsPage,
    [guidanceCatalogues],
  ),
  lazyPage(
    paths.chooseSymptom,
    async () =>
      (await import('../../features/triage/guidance/routes/choose-symptom-page.tsx'))
        .ChooseSymptomPage,
    [guidanceCatalogues],
  ),
  lazyPage(
    paths.guidanceResults,
    async () =>
      (await import('../../features/triage/guidance/routes/guidance-results-page.tsx'))
        .GuidanceResultsPage,
    [guidanceCatalogues],
  ),
  lazyPage(
    paths.preDiagnosisBlack,
    async () =>
      (await import('../../features/triage/diversion/routes/diversion-page.tsx')).DiversionPage,
  ),
];
