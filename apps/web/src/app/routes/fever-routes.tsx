import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.ts';
import { paths } from '../../lib/paths.ts';
import { feverCatalogues } from '../../features/fever/i18n/catalogues.ts';

/** The fever clinic: the pre-screening questions, then where to go. */
export const feverRoutes: RouteObject[] = [
  lazyPage(
    paths.feverClinic,
    async () => (await import('../../features/fever/routes/fever-dep-page.tsx')).FeverDepPage,
    [feverCatalogues],
  ),
  lazyPage(
    paths.feverResult,
    async () => (await import('../../features/fever/routes/fever-result-page.tsx')).FeverResultPage,
    [feverCatalogues],
  ),
];
