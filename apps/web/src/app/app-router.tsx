import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import {
  BrowserRouter,
  MemoryRouter,
  parsePath,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
  type Location,
  type NavigateFunction,
  type NavigationType,
  type RouteObject,
  type To,
} from 'react-router';

export interface RouterState {
  location: Location;
  historyAction: NavigationType;
}

/**
 * The app's router: its routes, and what the code outside the page tree needs of it (where
 * the patient is, moving them, hearing moves). React Router's component routers are enough
 * for an app whose pages load their own data; its data router, half of React Router's size
 * in the first visit's script, brought nothing more. What it says is what the page tree
 * last drew; it moves once the tree is drawn (`RouterView`).
 */
export interface AppRouter {
  readonly routes: RouteObject[];
  /** Where a router kept in memory starts; none for the browser's address bar. */
  readonly memoryStart?: string;
  readonly state: RouterState;
  navigate(to: To | number, options?: { replace?: boolean; state?: unknown }): void;
  subscribe(listener: (state: RouterState) => void): () => void;
}

interface ConnectedRouter extends AppRouter {
  connect(navigate: NavigateFunction): void;
  moved(state: RouterState): void;
}

function createAppRouter(
  routes: RouteObject[],
  start: Partial<Location>,
  memoryStart?: string,
): ConnectedRouter {
  const listeners = new Set<(state: RouterState) => void>();
  let state: RouterState = {
    location: { pathname: '/', search: '', hash: '', state: null, key: 'default', ...start },
    historyAction: 'POP' as NavigationType,
  };
  let navigateInTree: NavigateFunction | undefined;
  let drawn = false;
  return {
    routes,
    memoryStart,
    get state() {
      return state;
    },
    navigate(to, options) {
      if (!navigateInTree) throw new Error('the router moves once its page tree is drawn');
      if (typeof to === 'number') void navigateInTree(to);
      else void navigateInTree(to, options);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connect(navigate) {
      navigateInTree = navigate;
    },
    moved(next) {
      if (next.location === state.location) return;
      // The first drawing is where the router starts, not a move.
      const moving = drawn;
      drawn = true;
      state = next;
      if (moving) listeners.forEach((listener) => listener(next));
    },
  };
}

/** The router of the browser's address bar. */
export const createBrowserAppRouter = (routes: RouteObject[]): AppRouter => {
  const { pathname, search, hash } = window.location;
  return createAppRouter(routes, { pathname, search, hash });
};

/** A router that starts at `path` and keeps its history in memory (the server's drawing, tests). */
export const createMemoryAppRouter = (routes: RouteObject[], path: string): AppRouter =>
  createAppRouter(routes, parsePath(path), path);

/**
 * Draws the page at the router's address. Each route suspends on its own while its page's
 * code arrives (`withRouteErrors`); this boundary only catches what suspends outside them.
 */
export function RouterView({ router }: { router: AppRouter }) {
  const tree = (
    <>
      <Connection router={router as ConnectedRouter} />
      <Suspense>
        <Routes routes={router.routes} />
      </Suspense>
    </>
  );
  return router.memoryStart === undefined ? (
    <BrowserRouter>{tree}</BrowserRouter>
  ) : (
    <MemoryRouter initialEntries={[router.memoryStart]}>{tree}</MemoryRouter>
  );
}

const Routes = ({ routes }: { routes: RouteObject[] }): ReactNode => useRoutes(routes);

function Connection({ router }: { router: ConnectedRouter }) {
  const navigate = useNavigate();
  const location = useLocation();
  const historyAction = useNavigationType();
  useLayoutEffect(() => router.connect(navigate), [router, navigate]);
  useLayoutEffect(
    () => router.moved({ location, historyAction }),
    [router, location, historyAction],
  );
  return null;
}
