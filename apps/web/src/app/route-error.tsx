import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError, type RouteObject } from 'react-router';
import { ErrorState } from '../components/error-state.tsx';
import { Page } from '../components/page.tsx';
import { browserLocation } from '../platform/browser-location.ts';
import { PageLoadError } from './routes/lazy-page.ts';

/**
 * A route's error boundary: a page that failed to load or crashed shows a friendly error
 * with a retry and a way back, while the layout around it (the tab bar, a kept-alive page)
 * stays.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { reset } = useQueryErrorResetBoundary();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    console.error('route error', error instanceof Error ? error.name : typeof error);
  }, [error]);

  const retry = () => {
    if (error instanceof PageLoadError) {
      browserLocation.reload();
      return;
    }
    // Queries that failed into the boundary fetch again when the page mounts, and arriving
    // at the same address anew is what clears the router's boundary.
    reset();
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: location.state as unknown });
  };
  return (
    <Page title={t('common.crashed')}>
      <ErrorState message={t('common.crashedHint')} onRetry={retry} />
    </Page>
  );
}

/** Gives every route of a tree its own boundary, so an error stays where it happened. */
export function withRouteErrors(route: RouteObject): RouteObject {
  const errorElement = <RouteError />;
  if (route.index) return { ...route, errorElement };
  return { ...route, errorElement, children: route.children?.map(withRouteErrors) };
}
