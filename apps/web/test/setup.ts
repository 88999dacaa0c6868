import { cleanup, configure } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import '../src/components/antd-mobile-setup.ts';
import { loadToast } from '../src/components/toast.ts';
import { localeReady } from '../src/i18n/index.ts';
import { server } from './server.ts';

// A page's first lazy import is compiled on demand; on a busy CI machine that alone can take
// longer than Testing Library's default second, so `findBy` waits up to five.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// The app fetches its toast on first use; tests have it at once, so a toast shows (and a spy
// on it sees the call) in the same turn as in an app that has toasted before.
beforeAll(() => loadToast());

// A feature's messages are fetched when its code first runs; a test renders once those of
// the features it imported are here, as a page does in the app.
beforeEach(() => localeReady());

afterEach(() => {
  cleanup();
  Toast.clear();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

afterAll(() => server.close());
