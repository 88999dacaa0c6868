import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './api/query-client.ts';
import { onSessionExpired } from './api/session.ts';
import { AppProvider } from './app/provider.tsx';
import { paths } from './app/paths.ts';
import { createRouter } from './app/router.tsx';
import './styles.css';

const queryClient = createQueryClient();
const router = createRouter();

// An expired or revoked session: forget what it loaded and sign in again, then come back.
onSessionExpired(() => {
  const from = router.state.location.pathname;
  queryClient.clear();
  if (from !== paths.signIn) void router.navigate(paths.signIn, { replace: true, state: { from } });
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
