import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client.ts';
import { AppRoot } from './app/app-root.tsx';
import { setupPlatform } from './app/platform-setup.ts';
import { rememberFirstVisitLook, startsAsDrawn } from './app/prerendered-home.ts';
import { createRouter } from './app/router.tsx';
import { activeLocale, showLocale } from './i18n/index.ts';
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
  const render = () => {
    const root = document.getElementById('root')!;
    const app = <AppRoot router={router} queryClient={createQueryClient()} />;
    const drawn = startsAsDrawn(root, router, activeLocale());
    // The drawing said its own language; from here the page's, which the app keeps, holds.
    root.removeAttribute('lang');
    // The home the server drew stays on screen until React's first commit either way.
    if (drawn) hydrateRoot(root, app);
    else createRoot(root).render(app);
    rememberFirstVisitLook(router, activeLocale);
  };
  void localeShown.then(render);
}
