import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { AccountLocale } from './account-locale.tsx';
import { AppProvider } from './provider.tsx';
import { RouterView, type AppRouter } from './app-router.tsx';

/** The whole app: what the browser runs, and what the server draws the home with. */
export const AppRoot = ({
  router,
  queryClient,
}: {
  router: AppRouter;
  queryClient: QueryClient;
}) => (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <AccountLocale router={router} />
      <RouterView router={router} />
    </AppProvider>
  </StrictMode>
);
