import { cleanup } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import '../src/components/antd-mobile-setup.ts';
import { server } from './server.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

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
