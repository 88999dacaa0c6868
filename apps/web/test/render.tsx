import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { createMemoryAppRouter, RouterView } from '../src/app/app-router.tsx';
import { AppProvider } from '../src/app/provider.tsx';

/** Renders routes with the real providers at `path`; returns the router to inspect navigation. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryAppRouter(routes, path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider queryClient={queryClient}>
      <RouterView router={router} />
    </AppProvider>,
  );
  return router;
}

export const page = (path: string, element: ReactElement): RouteObject => ({ path, element });

/** Sets the user agent the host detection reads. */
export function setUserAgent(userAgent: string): void {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
}

export const UA = {
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Mobile Safari/537.36 MicroMessenger/8.0.47',
  miniProgram: 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 MicroMessenger/8.0.47 miniProgram',
  alipay:
    'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Mobile Safari/537.36 AlipayClient/10.5.0',
  browser: 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
};
