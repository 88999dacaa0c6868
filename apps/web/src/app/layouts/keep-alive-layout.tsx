import { Activity, Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';

export interface KeptPage {
  path: string;
  element: ReactNode;
  /** Leaving the page for one of these paths discards it; leaving for any other keeps it. */
  dropWhenGoingTo: readonly string[];
}

/**
 * A page kept alive stays mounted but hidden (React `<Activity>`) while the patient is elsewhere,
 * so its filters and scroll position are there when they come back.
 */
export function KeepAliveLayout({ kept }: { kept: KeptPage }) {
  const { pathname } = useLocation();
  const onKept = pathname === kept.path;
  const [alive, setAlive] = useState(onKept);
  const [previous, setPrevious] = useState(pathname);
  if (previous !== pathname) {
    setPrevious(pathname);
    if (onKept) setAlive(true);
    else if (previous === kept.path && kept.dropWhenGoingTo.includes(pathname)) setAlive(false);
  }

  // The window scrolls, not the hidden page: remember where the page was and go back there.
  const scrollY = useRef(0);
  useLayoutEffect(() => {
    if (!alive) scrollY.current = 0;
  }, [alive]);
  useLayoutEffect(() => {
    if (!onKept) return;
    window.scrollTo(0, scrollY.current);
    const remember = () => {
      scrollY.current = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [onKept]);

  return (
    <>
      {(alive || onKept) && (
        <Activity mode={onKept ? 'visible' : 'hidden'}>
          <Suspense>{kept.element}</Suspense>
        </Activity>
      )}
      {!onKept && <Outlet />}
    </>
  );
}
