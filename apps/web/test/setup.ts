import { cleanup, configure } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { options } from 'preact';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import '../src/components/antd-mobile-setup.ts';
import { loadToast } from '../src/components/toast.ts';
import { localeReady } from '../src/i18n/index.ts';
import { server } from './server.ts';

// A page's first lazy import is compiled on demand; on a busy CI machine that alone can take
// longer than Testing Library's default second, so `findBy` waits up to five.
configure({ asyncUtilTimeout: 5_000 });

// Preact runs effects after the next frame, and antd-mobile's controls attach some of their
// listeners in effects (a checkbox's click). A finger comes frames after a control is drawn; a
// test acts as soon as `findBy` sees it. Run effects on the next task instead: it comes before
// Testing Library's `findBy` and `waitFor` hand back.
options.requestAnimationFrame = (flush) => setTimeout(flush);

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
