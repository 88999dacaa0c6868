import type { RouteObject } from 'react-router';
import type { KeptPage } from '../layouts/keep-alive-layout.tsx';
import { lazyComponent, lazyPage } from './lazy-page.ts';
import { paths } from '../../lib/paths.ts';
import { reportsCatalogues } from '../../features/reports/i18n/catalogues.ts';

const ReportQueryPage = lazyComponent(
  async () => (await import('../../features/reports/routes/report-query-page.tsx')).ReportQueryPage,
  [reportsCatalogues],
);

/** reportQuery is kept when left, except for addPatient, indexContent or personal. */
export const keptReportQuery: KeptPage = {
  path: paths.reportQuery,
  element: <ReportQueryPage />,
  dropWhenGoingTo: [paths.addPatient, paths.home, paths.personal],
};

/** The reports pages (/reportQuery/*), the report rating and the PDF viewer. */
export const reportRoutes: RouteObject[] = [
  // The keep-alive layout renders the page itself, so it survives leaving the route.
  { path: paths.reportQuery, element: null },
  lazyPage(
    paths.reportPatients,
    async () => (await import('../../features/reports/routes/add-user-page.tsx')).AddUserPage,
    [reportsCatalogues],
  ),
  lazyPage(
    paths.testReport,
    async () => (await import('../../features/reports/routes/test-report-page.tsx')).TestReportPage,
    [reportsCatalogues],
  ),
  lazyPage(
    paths.inspectReport,
    async () =>
      (await import('../../features/reports/routes/inspect-report-page.tsx')).InspectReportPage,
    [reportsCatalogues],
  ),
  lazyPage(
    paths.reportAppraise,
    async () =>
      (await import('../../features/reports/routes/test-appraise-page.tsx')).TestAppraisePage,
    [reportsCatalogues],
  ),
  lazyPage(
    paths.pdf,
    async () => (await import('../../features/reports/routes/pdf-page.tsx')).PdfPage,
    [reportsCatalogues],
  ),
];
