import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { lazyPage } from './lazy-page.ts';

const pages = () => import('../../features/health/routes/index.ts');

/** Health registration and its door pass (issue 14). */
export const healthRoutes: RouteObject[] = [
  lazyPage(paths.newCrownStart, async () => (await pages()).HealthStartPage),
  lazyPage(paths.newCrownPerson, async () => (await pages()).HealthPersonPage),
  lazyPage(paths.newCrownRegister, async () => (await pages()).HealthRegisterPage),
  lazyPage(paths.newCrownInpatRegister, async () => (await pages()).HealthInpatRegisterPage),
  lazyPage(paths.newCrownComplete, async () => (await pages()).HealthCompletePage),
  lazyPage(paths.newCrownResult, async () => (await pages()).HealthResultPage),
  lazyPage(paths.newCrownLog, async () => (await pages()).HealthLogPage),
];
