import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './api/query-client.ts';
import { AppProvider } from './app/provider.tsx';
import { setupPlatform } from './app/platform-setup.ts';
import { createRouter } from './app/router.tsx';
import { initPlatform } from './platform/startup.ts';
import { applySeniorMode } from './features/senior-mode/senior-mode.ts';
import './components/antd-mobile-setup.ts';
import './styles/theme.css';

if (initPlatform()) {
  applySeniorMode(document.documentElement);
  const router = createRouter();
  setupPlatform(router);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}
