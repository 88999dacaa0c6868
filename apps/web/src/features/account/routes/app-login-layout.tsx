import { Activity, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppLoginPage } from './app-login-page.tsx';
import { paths } from '../../../lib/paths.ts';

/**
 * resetPassword and userAgreement are kept alive when coming from appLogin.
 * The sign-in page stays mounted (hidden) while they show, so the phone typed, the tab
 * chosen and the agreement tick are still there on the way back.
 */
export function AppLoginLayout() {
  const { pathname } = useLocation();
  const onLogin = pathname === paths.appLogin;
  const [cameFromLogin, setCameFromLogin] = useState(onLogin);
  if (onLogin && !cameFromLogin) setCameFromLogin(true);
  return (
    <>
      {cameFromLogin && (
        <Activity mode={onLogin ? 'visible' : 'hidden'}>
          <AppLoginPage />
        </Activity>
      )}
      {!onLogin && <Outlet />}
    </>
  );
}
