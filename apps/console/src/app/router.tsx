import { Spin } from 'antd';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { useMe } from '../features/auth/queries/me.ts';
import { SignInPage } from '../features/auth/pages/sign-in-page.tsx';
import { TotpEnrolPage } from '../features/auth/pages/totp-enrol-page.tsx';
import { HomePage } from '../features/home/pages/home-page.tsx';
import { NotFound } from '../components/not-found.tsx';
import { RequireRoles, RequireSession } from './guards.tsx';
import { ConsoleLayout } from './layout.tsx';
import { consolePages, rolesOf } from './pages.tsx';
import { paths } from './paths.ts';
import { usePagesFor } from './use-pages-for.ts';

function Workbench() {
  const me = useMe().data;
  const shortcuts = usePagesFor();
  return me ? <HomePage me={me} shortcuts={shortcuts} /> : null;
}

export const routes: RouteObject[] = [
  { path: paths.signIn, element: <SignInPage home={paths.home} totpEnrol={paths.totpEnrol} /> },
  {
    path: paths.totpEnrol,
    element: (
      <RequireSession enrolling>
        <TotpEnrolPage home={paths.home} />
      </RequireSession>
    ),
  },
  {
    element: (
      <RequireSession>
        <ConsoleLayout />
      </RequireSession>
    ),
    // Shown while a page opened by its address is still being fetched.
    hydrateFallbackElement: <Spin fullscreen size="large" description="加载中…" />,
    children: [
      { index: true, element: <Workbench /> },
      ...consolePages.map((page): RouteObject => ({
        path: page.path,
        lazy: async () => {
          const Page = await page.load();
          return {
            element: (
              <RequireRoles roles={rolesOf(page)}>
                <Page />
              </RequireRoles>
            ),
          };
        },
      })),
      { path: '*', element: <NotFound home={paths.home} /> },
    ],
  },
];

/** The console lives under /console/ on the API server's origin. */
export const createRouter = () => createBrowserRouter(routes, { basename: '/console' });
