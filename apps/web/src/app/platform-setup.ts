import { onUnauthorized } from '../api/unauthorized.ts';
import {
  createRootBackHandler,
  listenForBackButton,
  pushBackHandler,
} from '../platform/back-button.ts';
import { closeHostWindow } from '../platform/bridges.ts';
import { browserLocation } from '../platform/browser-location.ts';
import { startRelogin } from '../platform/relogin.ts';
import { signOnFirstVisit } from '../platform/wechat-sdk.ts';
import type { AppRouter } from './app-router.tsx';

/** Wires the host integrations to the router once the app starts. */
export function setupPlatform(router: AppRouter): void {
  browserLocation.replaceRoute = (path) => void router.navigate(path, { replace: true });
  onUnauthorized(() => void startRelogin());
  listenForBackButton();
  pushBackHandler(
    createRootBackHandler({
      isAtRoot: () => router.state.location.pathname === '/',
      goBack: () => void router.navigate(-1),
      exit: closeHostWindow,
    }),
  );
  signAtFirstRootVisit(router);
}

/** On iOS in WeChat the first visit at root (even after sign-in) signs the SDK. */
function signAtFirstRootVisit(router: AppRouter): void {
  let signed = false;
  const sign = () => {
    if (signed || router.state.location.pathname !== '/') return;
    signed = true;
    void signOnFirstVisit();
  };
  sign();
  router.subscribe(sign);
}
