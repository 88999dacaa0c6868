import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const featuresOf = (app) => {
  const dir = new URL(`./apps/${app}/src/features`, import.meta.url);
  return existsSync(dir) ? readdirSync(dir) : [];
};

const serverModulesDir = new URL('./apps/server/src/modules', import.meta.url);
const serverModules = readdirSync(serverModulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The patient app and the staff console share one layering: shared -> features -> app. */
const reactApp = (app) => ({
  files: [`apps/${app}/**/*.{ts,tsx}`],
  languageOptions: { globals: { ...globals.browser } },
  plugins: { 'import-x': importX, 'react-hooks': reactHooks },
  settings: {
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: `apps/${app}` })],
  },
  rules: {
    ...reactHooks.configs.recommended.rules,
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
    // bulletproof-react boundaries: shared -> features -> app; features never import each other.
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          // One zone per feature: `except` cannot name "the same feature" inside a glob zone.
          ...featuresOf(app).map((feature) => ({
            target: `./apps/${app}/src/features/${feature}`,
            from: `./apps/${app}/src/features`,
            except: [`./${feature}`],
            message: 'A feature must not import another feature; compose them in src/app.',
          })),
          {
            target: ['components', 'hooks', 'lib', 'api', 'platform', 'i18n'].map(
              (shared) => `./apps/${app}/src/${shared}`,
            ),
            from: [`./apps/${app}/src/features`, `./apps/${app}/src/app`],
            message: 'Shared code must not import features or the app layer.',
          },
          {
            target: `./apps/${app}/src/features`,
            from: `./apps/${app}/src/app`,
            message: 'Features must not import the app layer.',
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  reactApp('web'),
  reactApp('console'),
  {
    // The console is a desktop app for staff: antd, never the patient app's antd-mobile.
    files: ['apps/console/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['antd-mobile', 'antd-mobile/*'], message: 'The console uses antd.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['antd', 'antd/*'], message: 'antd belongs to the staff console.' }],
        },
      ],
    },
  },
  {
    // Fastify plugins are async by contract, even those that only register routes.
    files: [
      'apps/server/src/modules/*/index.ts',
      'apps/server/src/modules/*/routes.ts',
      'apps/server/src/modules/*/*-routes.ts',
      'apps/server/src/http/*.ts',
    ],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/server' })],
    },
    rules: {
      // A module's index.ts is its only door: anything outside the module goes through it.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: serverModules.map((module) => ({
            target: [
              './apps/server/src/*.ts',
              './apps/server/src/!(modules)/**',
              './apps/server/src/modules/*.ts',
              `./apps/server/src/modules/!(${module})/**`,
            ],
            from: `./apps/server/src/modules/${module}`,
            except: ['./index.ts'],
            message: `Import modules/${module} through its index.ts.`,
          })),
        },
      ],
    },
  },
  {
    // The SQL of a module lives in its repository files alone.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: [
      'apps/server/src/modules/**/repository.ts',
      'apps/server/src/modules/**/*-repository.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'drizzle-orm',
              message: 'SQL belongs in the module repository.',
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              group: ['**/db/schema', '**/db/schema/**'],
              message: 'Tables are read and written in the module repository.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts', 'packages/**/*.ts', 'bench/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
