import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.ts';
import { paths } from '../../lib/paths.ts';

/** The fever clinic: the pre-screening questions, then where to go. */
export const feverRoutes: RouteObject[] = [
  lazyPage(
    paths.feverClinic,
    async () => (await import('../../features/fever/routes/fever-dep-page.tsx')).FeverDepPage,
  ),
  lazyPage(
    paths.feverResult,
    async () => (await import('../../features/fever/routes/fever-result-page.tsx')).FeverResultPage,
  ),
];
