import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../tools/precompress.ts';
import { reactRouterForMode } from '../../tools/react-router-production.ts';

// The API server serves the console under /console/ and its API under /console/api; the dev
// and preview servers pass the API (and the public hospital settings) through.
const proxy = Object.fromEntries(
  ['/console/api', '/api'].map((prefix) => [prefix, 'http://127.0.0.1:8080']),
);

export default defineConfig(({ mode }) => ({
  base: '/console/',
  plugins: [react(), precompress()],
  resolve: { alias: reactRouterForMode(mode) },
  server: { port: 5174, proxy },
  preview: { proxy },
  build: {
    rolldownOptions: {
      output: {
        // React changes less often than the pages: its own file stays cached. Everything else
        // is split by the pages that import it, so the sign-in page fetches little and the
        // editor and chart libraries come only with the pages that use them.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
