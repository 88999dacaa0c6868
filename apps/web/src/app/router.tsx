import type { RouteObject } from 'react-router';
import { createBrowserAppRouter } from './app-router.tsx';
import { KeepAliveLayout } from './layouts/keep-alive-layout.tsx';
import { ModuleGate } from './layouts/module-gate.tsx';
import { TabShell } from './layouts/tab-shell.tsx';
import { withRouteErrors } from './route-error.tsx';
import { accountRoutes } from './routes/account-routes.tsx';
import { engagementRoutes } from './routes/engagement-routes.tsx';
import { healthRoutes } from './routes/health-routes.tsx';
import { feverRoutes } from './routes/fever-routes.tsx';
import { examRoutes } from './routes/exam-routes.tsx';
import { guidanceRoutes } from './routes/guidance-routes.tsx';
import { infoRoutes } from './routes/info-routes.tsx';
import { medicalInsuranceRoutes } from './routes/medical-insurance-routes.tsx';
import { nucleicAcidRoutes } from './routes/nucleic-acid-routes.tsx';
import { selfAdmissionRoutes } from './routes/self-admission-routes.tsx';
import { dischargeRoutes } from './routes/discharge-routes.tsx';
import { inpatientRoutes } from './routes/inpatient-routes.tsx';
import { outpatientRoutes } from './routes/outpatient-routes.tsx';
import { patientRoutes } from './routes/patient-routes.tsx';
import { preDiagnosisRoutes } from './routes/pre-diagnosis-routes.tsx';
import { registrationRoutes } from './routes/registration-routes.tsx';
import { lazyPage } from './routes/lazy-page.ts';
import { keptReportQuery, reportRoutes } from './routes/report-routes.tsx';
import { paths } from '../lib/paths.ts';
import { SeniorModeAccount } from '../features/senior-mode/components/senior-mode-account.tsx';

/** The pages kept alive when the patient steps away from them (spec section 9). */
const KEPT_PAGES = [keptReportQuery];

/** Every route of the product; each page is its own chunk and has its own error boundary. */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: (
      <>
        <SeniorModeAccount />
        <ModuleGate>
          <KeepAliveLayout kept={KEPT_PAGES} />
        </ModuleGate>
      </>
    ),
    children: [
      {
        // The tabs and the home page are what a first visit draws: part of the first file,
        // not a chunk fetched after it.
        Component: TabShell,
        children: [
          // The shell draws the home itself; the index route only marks / as the home tab.
          { index: true, element: null },
          lazyPage(paths.personal, async () => {
            const [{ PersonalPage }, { PersonalPatientCard }] = await Promise.all([
              import('../features/personal/routes/personal-page.tsx'),
              import('./routes/patient-cards.tsx'),
            ]);
            return () => <PersonalPage patientCard={<PersonalPatientCard />} />;
          }),
          lazyPage(
            paths.message,
            async () => (await import('../features/messages/routes/message-page.tsx')).MessagePage,
          ),
        ],
      },
      lazyPage(
        paths.login,
        async () => (await import('../features/auth/routes/login-page.tsx')).LoginPage,
      ),
      ...accountRoutes,
      ...patientRoutes,
      ...registrationRoutes,
      ...reportRoutes,
      ...infoRoutes,
      ...engagementRoutes,
      ...examRoutes,
      ...preDiagnosisRoutes,
      ...guidanceRoutes,
      ...healthRoutes,
      ...feverRoutes,
      ...nucleicAcidRoutes,
      ...selfAdmissionRoutes,
      ...dischargeRoutes,
      ...inpatientRoutes,
      ...outpatientRoutes,
      ...medicalInsuranceRoutes,
      lazyPage('*', async () => (await import('./routes/not-found-page.tsx')).NotFoundPage),
    ],
  },
].map(withRouteErrors);

export const createRouter = () => createBrowserAppRouter(routes);
