import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { getIndexInitQueryOptions } from '../../api/queries/get-index-init.ts';
import { moduleOfPath } from '../../lib/hospital-modules.ts';
import { NotOfferedPage } from '../routes/not-offered-page.tsx';

/**
 * Shows the not-offered page instead of any page of an area the hospital switched off,
 * whichever way the patient arrived (a bookmark, a host menu, a message). It waits for the
 * switches rather than let the page ask for data the server will refuse; when they cannot
 * be read it lets the page through, and the server's 404 still stands.
 */
export function ModuleGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const module = moduleOfPath(pathname);
  const switches = useQuery({
    ...getIndexInitQueryOptions(),
    enabled: module !== undefined,
    select: (home) => home.modules,
  });
  if (!module) return children;
  if (switches.isPending) return null;
  return switches.data?.[module] === false ? <NotOfferedPage /> : children;
}
