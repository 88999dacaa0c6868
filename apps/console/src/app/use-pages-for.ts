import { useMe } from '../features/auth/queries/me.ts';
import { admits } from '../lib/roles.ts';
import { consolePages, rolesOf } from './pages.tsx';

/** The menu pages the signed-in member's roles admit, in registry order. */
export function usePagesFor(): typeof consolePages {
  const roles = useMe().data?.roles ?? [];
  return consolePages.filter((page) => page.inMenu !== false && admits(rolesOf(page), roles));
}
