import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { KeptPage } from '../layouts/keep-alive-layout.tsx';
import { lazyPage } from './lazy-page.ts';

const REPORT_QUERY_PATH = '/reportQuery/reportQuery';

const ReportQueryPage = lazy(async () => ({
  default: (await import('../../features/reports/routes/report-query-page.tsx')).ReportQueryPage,
}));

/** reportQuery is kept when left, except for addPatient, indexContent or personal. */
export const keptReportQuery: KeptPage = {
  path: REPORT_QUERY_PATH,
  element: <ReportQueryPage />,
  dropWhenGoingTo: ['/patientManager/addPatient', '/', '/personal'],
};

/** The reports pages (/reportQuery/*), the report rating and the PDF viewer. */
export const reportRoutes: RouteObject[] = [
  // The keep-alive layout renders the page itself, so it survives leaving the route.
  { path: REPORT_QUERY_PATH, element: null },
  lazyPage(
    '/reportQuery/addUser',
    async () => (await import('../../features/reports/routes/add-user-page.tsx')).AddUserPage,
  ),
  lazyPage(
    '/reportQuery/testReport',
    async () => (await import('../../features/reports/routes/test-report-page.tsx')).TestReportPage,
  ),
  lazyPage(
    '/reportQuery/inspectReport',
    async () =>
      (await import('../../features/reports/routes/inspect-report-page.tsx')).InspectReportPage,
  ),
  lazyPage(
    '/myAppraises/testAppraise',
    async () =>
      (await import('../../features/reports/routes/test-appraise-page.tsx')).TestAppraisePage,
  ),
  lazyPage(
    '/inHospitalManagePages/pdfPage',
    async () => (await import('../../features/reports/routes/pdf-page.tsx')).PdfPage,
  ),
];
