import type { Alias } from 'vite';

/**
 * The patient app runs on Preact: every import of React, the app's own and its packages'
 * (React Router, TanStack Query, react-i18next, antd-mobile), is answered by preact/compat.
 * The app's code is still written and typechecked against React's API and types.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  // The home drawn on the server calls renderToString only: not compat's streaming servers.
  { find: /^react-dom\/server$/, replacement: 'preact-render-to-string' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // React 17's fallback for useSyncExternalStore, which compat has built in.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];
