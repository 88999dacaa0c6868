import type { RouteObject } from 'react-router';

/**
 * The app-shell pages of spec section 2 (/appLogin/*, /app/*). appLogin, resetPassword and
 * userAgreement share a layout that keeps the sign-in form alive while the other two show.
 */
export const accountRoutes: RouteObject[] = [
  {
    lazy: async () => ({
      Component: (await import('../../features/account/routes/app-login-layout.tsx'))
        .AppLoginLayout,
    }),
    children: [
      // The layout itself renders the sign-in page, so it can keep it alive.
      { path: 'appLogin/appLogin', element: null },
      {
        path: 'appLogin/resetPassword',
        lazy: async () => ({
          Component: (await import('../../features/account/routes/reset-password-page.tsx'))
            .ResetPasswordPage,
        }),
      },
      {
        path: 'appLogin/userAgreement',
        lazy: async () => ({
          Component: (await import('../../features/account/routes/user-agreement-page.tsx'))
            .UserAgreementPage,
        }),
      },
    ],
  },
  {
    path: 'appLogin/setting',
    lazy: async () => ({
      Component: (await import('../../features/account/routes/setting-page.tsx')).SettingPage,
    }),
  },
  {
    path: 'appLogin/settingDetail',
    lazy: async () => ({
      Component: (await import('../../features/account/routes/setting-detail-page.tsx'))
        .SettingDetailPage,
    }),
  },
  {
    path: 'appLogin/bindPhone',
    lazy: async () => ({
      Component: (await import('../../features/account/routes/bind-phone-page.tsx')).BindPhonePage,
    }),
  },
  {
    path: 'app/patientInfo',
    lazy: async () => ({
      Component: (await import('../../features/account/routes/patient-info-page.tsx'))
        .PatientInfoPage,
    }),
  },
  {
    path: 'app/appMessageDetail',
    lazy: async () => ({
      Component: (await import('../../features/messages/routes/message-detail-page.tsx'))
        .MessageDetailPage,
    }),
  },
  {
    path: 'app/deleteUser',
    lazy: async () => ({
      Component: (await import('../../features/account/routes/delete-user-page.tsx'))
        .DeleteUserPage,
    }),
  },
];
