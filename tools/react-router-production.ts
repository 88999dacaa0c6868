import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';

const packageDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

/**
 * The React Router build a Vite build of `mode` takes. React Router 7 names only its
 * development build in its package exports, so a bundler picks it for production too, with
 * its development warnings on every phone; its production build ships beside it. Dev servers
 * and tests keep the development build and its warnings.
 */
export const reactRouterForMode = (mode: string): Alias[] =>
  mode === 'production'
    ? [{ find: /^react-router$/, replacement: join(packageDir, 'dist/production/index.mjs') }]
    : [];
