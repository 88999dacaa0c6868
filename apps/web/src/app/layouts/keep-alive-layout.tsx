import {
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Outlet, useLocation } from 'react-router';
import { KeptAlive } from '../../components/kept-alive.tsx';
import { keptPages } from './kept-pages.ts';

export interface KeptPage {
  path: string;
  element: ReactNode;
  /** Leaving the page for one of these paths discards it; leaving for any other keeps it. */
  dropWhenGoingTo: readonly string[];
}

/**
 * Pages kept alive stay mounted but hidden (`KeptAlive`) while the patient is elsewhere,
 * so their filters and scroll positions are there when they come back. Which stay is
 * `keptPages`' call, across every such layout.
 */
export function KeepAliveLayout({ kept }: { kept: readonly KeptPage[] }) {
  const { pathname } = useLocation();
  const alive = useSyncExternalStore(keptPages.subscribe, keptPages.alive, keptPages.alive);
  const current = kept.find((page) => page.path === pathname);

  const previous = useRef(pathname);
  useLayoutEffect(() => {
    const left = kept.find((page) => page.path === previous.current);
    if (left?.dropWhenGoingTo.includes(pathname)) keptPages.drop(left.path);
    if (current) keptPages.visit(current.path);
    previous.current = pathname;
  }, [kept, current, pathname]);
  useEffect(() => () => kept.forEach((page) => keptPages.drop(page.path)), [kept]);

  return (
    <>
      {kept.map(
        (page) =>
          (page === current || alive.includes(page.path)) && (
            <KeptPageView key={page.path} visible={page === current}>
              {page.element}
            </KeptPageView>
          ),
      )}
      {!current && <Outlet />}
    </>
  );
}

function KeptPageView({ visible, children }: { visible: boolean; children: ReactNode }) {
  // The window scrolls, not the hidden page: remember where the page was and go back there.
  const scrollY = useRef(0);
  useLayoutEffect(() => {
    if (!visible) return;
    window.scrollTo(0, scrollY.current);
    const remember = () => {
      scrollY.current = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [visible]);
  return (
    <KeptAlive shown={visible}>
      <Suspense>{children}</Suspense>
    </KeptAlive>
  );
}
