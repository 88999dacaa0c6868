import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, isValidElement, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, type RouteObject } from 'react-router';
import { ErrorState } from '../components/error-state.tsx';
import { Page } from '../components/page.tsx';
import { PageLoading } from '../components/page-loading.tsx';
import { browserLocation } from '../platform/browser-location.ts';
import { PageLoadError } from './routes/lazy-page.ts';

/**
 * A route's error boundary: a page that failed to load or crashed shows a friendly error
 * with a retry and a way back, while the layout around it (the tab bar, a kept-alive page)
 * stays.
 */
function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
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
    // at the same address anew is what clears the route's boundary.
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

interface BoundaryState {
  failed: { error: unknown } | null;
  locationKey: string;
}

/** Shows `RouteError` in place of what threw below it, until the patient moves. */
class Boundary extends Component<{ locationKey: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: { error } };
  }

  static getDerivedStateFromProps(
    props: { locationKey: string },
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey
      ? null
      : { failed: null, locationKey: props.locationKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.failed.error} /> : this.props.children;
  }
}

/** A route's page with its error boundary; every move, even to the same address, clears it. */
function RouteBoundary({ children }: { children: ReactNode }) {
  return <Boundary locationKey={useLocation().key}>{children}</Boundary>;
}

/** Whether a route has its own error boundary (see `withRouteErrors`). */
export const hasRouteErrors = (route: RouteObject) =>
  isValidElement(route.element) && route.element.type === RouteBoundary;

/**
 * Gives every route of a tree its own boundary, so an error stays where it happened, and its
 * own Suspense: a page whose code is still coming suspends alone, showing that it loads.
 * Preact, without React's transitions, would otherwise draw afresh everything up to the
 * nearest boundary above, losing the state of the layout and of the pages it keeps alive.
 */
export function withRouteErrors(route: RouteObject): RouteObject {
  const { Component: Page, element, ...rest } = route;
  const guarded = (
    <RouteBoundary>
      <Suspense fallback={<PageLoading />}>{Page ? <Page /> : element}</Suspense>
    </RouteBoundary>
  );
  if (rest.index) return { ...rest, element: guarded };
  return { ...rest, element: guarded, children: rest.children?.map(withRouteErrors) };
}
