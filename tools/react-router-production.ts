import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';

const packageDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

/**
 * React Router 7 names only its development build in its package exports, so a bundler picks
 * it for production too: its route-matching warnings and checks then run on every phone. The
 * production build ships beside it; a production bundle takes that one.
 */
export const reactRouterProduction: Alias[] = [
  { find: /^react-router$/, replacement: join(packageDir, 'dist/production/index.mjs') },
];
