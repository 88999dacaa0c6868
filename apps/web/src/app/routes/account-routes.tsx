import type { RouteObject } from 'react-router';
import { lazyComponent, lazyPage } from './lazy-page.ts';
import { paths } from '../../lib/paths.ts';

/**
 * The app-shell pages (/appLogin/*, /app/*). appLogin, resetPassword and userAgreement share a
 * layout that keeps the sign-in form alive while the other two show.
 */
export const accountRoutes: RouteObject[] = [
  {
    Component: lazyComponent(
      async () =>
        (await import('../../features/account/routes/app-login-layout.tsx')).AppLoginLayout,
    ),
    children: [
      // The layout itself renders the sign-in page, so it can keep it alive.
      { path: paths.appLogin, element: null },
      lazyPage(
        paths.resetPassword,
        async () =>
          (await import('../../features/account/routes/reset-password-page.tsx')).ResetPasswordPage,
      ),
      lazyPage(
        paths.userAgreement,
        async () =>
          (await import('../../features/account/routes/user-agreement-page.tsx')).UserAgreementPage,
      ),
    ],
  },
  lazyPage(
    paths.setting,
    async () => (await import('../../features/account/routes/setting-page.tsx')).SettingPage,
  ),
  lazyPage(paths.setUp, async () => (await import('./set-up-page.tsx')).SetUpPage),
  lazyPage(
    paths.settingDetail,
    async () =>
      (await import('../../features/account/routes/setting-detail-page.tsx')).SettingDetailPage,
  ),
  lazyPage(
    paths.bindPhone,
    async () => (await import('../../features/account/routes/bind-phone-page.tsx')).BindPhonePage,
  ),
  lazyPage(
    paths.accountInfo,
    async () =>
      (await import('../../features/account/routes/patient-info-page.tsx')).PatientInfoPage,
  ),
  lazyPage(
    paths.messageDetail,
    async () =>
      (await import('../../features/messages/routes/message-detail-page.tsx')).MessageDetailPage,
  ),
  lazyPage(
    paths.deleteUser,
    async () => (await import('../../features/account/routes/delete-user-page.tsx')).DeleteUserPage,
  ),
];
