import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../tools/precompress.ts';

// The API server serves the console under /console/ and its API under /console/api; the dev
// and preview servers pass the API (and the public hospital settings) through.
const proxy = Object.fromEntries(
  ['/console/api', '/api'].map((prefix) => [prefix, 'http://127.0.0.1:8080']),
);

export default defineConfig({
  base: '/console/',
  plugins: [react(), precompress()],
  server: { port: 5174, proxy },
  preview: { proxy },
  build: {
    // antd's components come as one cached file of about 1 MB (330 kB gzipped), loaded once
    // by desktops on the hospital network.
    chunkSizeWarningLimit: 1100,
    rolldownOptions: {
      output: {
        // The libraries change less often than the pages: their own files stay cached.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            {
              name: 'antd',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+)[\\/]/,
            },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
