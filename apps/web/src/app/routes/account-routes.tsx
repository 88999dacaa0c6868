import type { RouteObject } from 'react-router';
import { lazyPage, loadPage } from './lazy-page.ts';

/**
 * The app-shell pages (/appLogin/*, /app/*). appLogin, resetPassword and userAgreement share a
 * layout that keeps the sign-in form alive while the other two show.
 */
export const accountRoutes: RouteObject[] = [
  {
    lazy: loadPage(
      async () =>
        (await import('../../features/account/routes/app-login-layout.tsx')).AppLoginLayout,
    ),
    children: [
      // The layout itself renders the sign-in page, so it can keep it alive.
      { path: 'appLogin/appLogin', element: null },
      lazyPage(
        'appLogin/resetPassword',
        async () =>
          (await import('../../features/account/routes/reset-password-page.tsx')).ResetPasswordPage,
      ),
      lazyPage(
        'appLogin/userAgreement',
        async () =>
          (await import('../../features/account/routes/user-agreement-page.tsx')).UserAgreementPage,
      ),
    ],
  },
  lazyPage(
    'appLogin/setting',
    async () => (await import('../../features/account/routes/setting-page.tsx')).SettingPage,
  ),
  lazyPage(
    'appLogin/settingDetail',
    async () =>
      (await import('../../features/account/routes/setting-detail-page.tsx')).SettingDetailPage,
  ),
  lazyPage(
    'appLogin/bindPhone',
    async () => (await import('../../features/account/routes/bind-phone-page.tsx')).BindPhonePage,
  ),
  lazyPage(
    'app/patientInfo',
    async () =>
      (await import('../../features/account/routes/patient-info-page.tsx')).PatientInfoPage,
  ),
  lazyPage(
    'app/appMessageDetail',
    async () =>
      (await import('../../features/messages/routes/message-detail-page.tsx')).MessageDetailPage,
  ),
  lazyPage(
    'app/deleteUser',
    async () => (await import('../../features/account/routes/delete-user-page.tsx')).DeleteUserPage,
  ),
];
