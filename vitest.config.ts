import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './tools/preact-aliases.ts';

const require = createRequire(import.meta.url);

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * One run covers every layer: pure units, the API on embedded PGlite (and again on a real
 * PostgreSQL when TEST_DATABASE_URL is set), the web app in jsdom, and end-to-end in
 * headless Chromium against the built app served by the real server.
 */
export default defineConfig({
  test: {
    reporters: ['default', './tools/summary-reporter.ts'],
    // A file per core. Vitest's own default leaves a core free for itself, which on CI's two
    // cores ran the API and unit files one at a time: one core idle for half the run.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'tools',
          root: 'tools',
          include: ['*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api:pglite',
          root: 'apps/server',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/helpers/fed-demo-setup.ts'],
          env: { TEST_DB: 'pglite' },
          // Files share a worker's modules: importing the whole server and starting PGlite's
          // WebAssembly again for every file took most of the suite's time. Each file still
          // builds its own apps on databases of their own, so no rows or stores are shared.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'api:postgres',
                root: 'apps/server',
                include: ['test/**/*.test.ts'],
                // The crash test runs its servers on PostgreSQL whenever TEST_DATABASE_URL is
                // set, from the api:pglite project: once is enough.
                exclude: ['test/crash/**'],
                environment: 'node' as const,
                globalSetup: ['./test/helpers/postgres-templates-setup.ts'],
                env: { TEST_DB: 'postgres' },
                // As on PGlite: the files share a worker's modules, not its databases.
                isolate: false,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        // The patient app runs on Preact (tools/preact-aliases.ts), in its tests too. Node would
        // load the packages' CommonJS builds, whose `require('react')` no alias reaches: the
        // packages are bundled like the app's own code, from their ES builds.
        resolve: {
          alias: [
            ...preactAliases,
            {
              find: /^@testing-library\/react$/,
              replacement:
                require.resolve('@testing-library/react/dist/@testing-library/react.esm.js'),
            },
            { find: /^(rc-util|rc-field-form)\/lib\/(.*)$/, replacement: '$1/es/$2' },
          ],
          mainFields: ['module', 'jsnext:main', 'jsnext'],
          conditions: ['module', 'import', 'development|production'],
        },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
          server: { deps: { inline: true } },
        },
      },
      {
        test: {
          name: 'e2e',
          // The patient app's and the staff console's browsers against the one server.
          include: ['apps/web/e2e/**/*.e2e.ts', 'apps/console/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['./apps/web/e2e/global-setup.ts'],
          setupFiles: ['./apps/web/e2e/claim-server.ts'],
          // Browsers run after every other project has finished, so they get the CPU to
          // themselves instead of racing the API suites for two cores.
          sequence: { groupOrder: 1 },
          // A patient's walk takes up to about 45 s on a quiet machine; the other worker's
          // browser and server share the two cores with it.
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // What a page shows after a call or a gesture can take seconds to come when both
          // cores are busy: the unit tests' one second would fail a page that is only slow.
          expect: { poll: { timeout: 10_000 } },
          // A walk through a real browser and server on two shared cores can lose a click or a
          // frame to the machine, not to the product: it gets one more try, and the report
          // still names every test that needed it.
          retry: 1,
          // Two files at once, each holding a server of its own (claim-server.ts): a browser
          // waits on its server often enough that two of them share two cores well.
          maxWorkers: 2,
        },
      },
    ],
  },
});
