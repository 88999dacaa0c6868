import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './api/query-client.ts';
import { AccountLocale } from './app/account-locale.tsx';
import { AppProvider } from './app/provider.tsx';
import { setupPlatform } from './app/platform-setup.ts';
import { createRouter } from './app/router.tsx';
import { showLocale } from './i18n/index.ts';
import { startupLocale } from './i18n/locale-store.ts';
import { initPlatform } from './platform/startup.ts';
import { applySeniorMode } from './features/senior-mode/senior-mode.ts';
import './components/antd-mobile-setup.ts';
import './styles/theme.css';

if (initPlatform()) {
  applySeniorMode(document.documentElement);
  // Asked for before the router starts downloading the first page, so that page's messages
  // come in the remembered language. The first paint waits for it; if English cannot be
  // fetched, Chinese.
  const localeShown = showLocale(startupLocale()).catch(() => undefined);
  const router = createRouter();
  setupPlatform(router);
  const render = () =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProvider queryClient={createQueryClient()}>
          <AccountLocale router={router} />
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
  void localeShown.then(render);
}
