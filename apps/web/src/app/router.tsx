import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { KeepAliveLayout } from './layouts/keep-alive-layout.tsx';
import { RouteError } from './route-error.tsx';
import { accountRoutes } from './routes/account-routes.tsx';
import { engagementRoutes } from './routes/engagement-routes.tsx';
import { infoRoutes } from './routes/info-routes.tsx';
import { patientRoutes } from './routes/patient-routes.tsx';
import { registrationRoutes } from './routes/registration-routes.tsx';
import { keptReportQuery, reportRoutes } from './routes/report-routes.tsx';
import { INTEL_GUIDANCE_PATH, SPEC_ROUTES } from './routes/spec-routes.ts';

/** Every route of spec section 2; each page is its own chunk. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <KeepAliveLayout kept={keptReportQuery} />,
    errorElement: <RouteError />,
    children: [
      {
        lazy: async () => ({ Component: (await import('./layouts/tab-shell.tsx')).TabShell }),
        children: [
          { index: true },
          {
            path: 'personal',
            lazy: async () => {
              const [{ PersonalPage }, { PersonalPatientCard }] = await Promise.all([
                import('../features/personal/routes/personal-page.tsx'),
                import('./routes/patient-cards.tsx'),
              ]);
              return { Component: () => <PersonalPage patientCard={<PersonalPatientCard />} /> };
            },
          },
          {
            path: 'message',
            lazy: async () => ({
              Component: (await import('../features/messages/routes/message-page.tsx')).MessagePage,
            }),
          },
        ],
      },
      {
        path: 'login',
        lazy: async () => ({
          Component: (await import('../features/auth/routes/login-page.tsx')).LoginPage,
        }),
      },
      ...accountRoutes,
      ...patientRoutes,
      ...registrationRoutes,
      ...reportRoutes,
      ...infoRoutes,
      ...engagementRoutes,
      {
        path: INTEL_GUIDANCE_PATH,
        element: <Navigate to={`${INTEL_GUIDANCE_PATH}/chooseBodyParts`} replace />,
      },
      ...SPEC_ROUTES.map(([path, title]): RouteObject => ({
        path,
        lazy: async () => {
          const { BuildingPage } = await import('./routes/building-page.tsx');
          return { Component: () => <BuildingPage title={title} /> };
        },
      })),
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('./routes/not-found-page.tsx')).NotFoundPage,
        }),
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createRouter>;
