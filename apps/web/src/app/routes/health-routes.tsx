import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { lazyPage } from './lazy-page.ts';
import { healthCatalogues } from '../../features/health/i18n/catalogues.ts';

const pages = () => import('../../features/health/routes/index.ts');

/** Health registration and its door pass: one chunk for the few small pages. */
export const healthRoutes: RouteObject[] = [
  lazyPage(paths.newCrownStart, async () => (await pages()).HealthStartPage, [healthCatalogues]),
  lazyPage(paths.newCrownPerson, async () => (await pages()).HealthPersonPage, [healthCatalogues]),
  lazyPage(paths.newCrownRegister, async () => (await pages()).HealthRegisterPage, [
    healthCatalogues,
  ]),
  lazyPage(paths.newCrownInpatRegister, async () => (await pages()).HealthInpatRegisterPage, [
    healthCatalogues,
  ]),
  lazyPage(paths.newCrownComplete, async () => (await pages()).HealthCompletePage, [
    healthCatalogues,
  ]),
  lazyPage(paths.newCrownResult, async () => (await pages()).HealthResultPage, [healthCatalogues]),
  lazyPage(paths.newCrownLog, async () => (await pages()).HealthLogPage, [healthCatalogues]),
];
