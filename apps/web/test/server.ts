import { setupServer } from 'msw/node';

/** The faked network for the web tests; each test adds its own handlers. */
export const server = setupServer();
