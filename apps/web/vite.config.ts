import { fileURLToPath } from 'node:url';
import { defineConfig, type BuildEnvironmentOptions } from 'vite';
import { contractSplit } from '../../tools/contract-split.ts';
import { iconSprite } from '../../tools/icon-sprite.ts';
import { precompress } from '../../tools/precompress.ts';
import { preactAliases } from '../../tools/preact-aliases.ts';
import { reactRouterForMode } from '../../tools/react-router-production.ts';

// The API server serves these prefixes; the dev and preview servers pass them through.
const proxy = Object.fromEntries(
  ['/api', '/oauth', '/sandbox', '/media'].map((prefix) => [prefix, 'http://127.0.0.1:8080']),
);

// In both builds: the home the server draws is taken over by the app, so both draw the same
// icons, naming the same sprite file.
const icons = () => iconSprite(fileURLToPath(new URL('./src', import.meta.url)));

// React Router's and TanStack Query's "use client" marks are for React's server components,
// which this app has none of; the bundler's warning for each would bury the ones that matter.
const onwarn: NonNullable<BuildEnvironmentOptions['rolldownOptions']>['onwarn'] = (
  warning,
  warn,
) => {
  if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
};

export default defineConfig(({ isSsrBuild, mode }) => {
  const alias = [...preactAliases, ...reactRouterForMode(mode)];
  return isSsrBuild
    ? {
        // The home drawn on the server (src/prerender.tsx), loaded by the API server: one
        // module with everything it needs inside, the packages' stylesheets left out, and
        // each package's build for the mode, whatever the server's environment says.
        plugins: [icons()],
        resolve: { alias },
        ssr: { noExternal: true },
        // One file, so its modules run in import order: the stand-in web storage is installed
        // before any module that reads it, wherever the bundler would have cut chunks.
        build: { rolldownOptions: { onwarn, output: { codeSplitting: false } } },
        define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
      }
    : {
        plugins: [
          icons(),
          contractSplit(fileURLToPath(new URL('../../packages/contract/src', import.meta.url))),
          precompress(),
        ],
        resolve: { alias },
        // The first-visit budget (tools/first-visit-budget.ts) and bench:web read what the entry loads.
        build: {
          manifest: true,
          rolldownOptions: {
            onwarn,
            output: {
              // What the entry imports statically is needed before anything shows: one file,
              // instead of one request per shared module.
              codeSplitting: {
                groups: [
                  { name: 'initial', tags: ['$initial'], includeDependenciesRecursively: false },
                ],
              },
            },
          },
        },
        server: { proxy },
        preview: { proxy },
      };
});
