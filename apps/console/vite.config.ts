import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server serves the console under /console/ and its API under /console/api; the dev
// and preview servers pass the API (and the public hospital settings) through.
const proxy = Object.fromEntries(
  ['/console/api', '/api'].map((prefix) => [prefix, 'http://127.0.0.1:8080']),
);

export default defineConfig({
  base: '/console/',
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
});
