import { Outlet, useLocation } from 'react-router';
import { KeptAlive } from '../../../components/kept-alive.tsx';
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
  return (
    <>
      <KeptAlive shown={onLogin}>
        <AppLoginPage />
      </KeptAlive>
      {!onLogin && <Outlet />}
    </>
  );
}
