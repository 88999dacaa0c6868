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
import type { AppRouter } from './router.tsx';

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
  void signOnFirstVisit();
}
