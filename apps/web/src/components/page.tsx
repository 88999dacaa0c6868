import { LeftOutline } from 'antd-mobile-icons';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useArrivalFocus } from '../hooks/use-arrival-focus.ts';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { useElementHeight } from '../hooks/use-element-height.ts';
import { useSwipe } from '../hooks/use-swipe.ts';
import { startsAtBackEdge } from '../lib/gesture.ts';
import { hostSwipesBack } from '../platform/host.ts';
import styles from './page.module.css';
import { paths } from '../lib/paths.ts';

interface PageProps {
  title: string;
  children: ReactNode;
}

/**
 * A titled page with a back arrow; back leaves to home when there is no history to return to.
 * The bar is our own rather than antd-mobile's NavBar, whose back arrow is a bare div that a
 * keyboard cannot reach: here it is a named button, large enough for a finger. A swipe from the
 * left edge goes back too, where the host does not do that itself. Arriving, focus goes to the
 * title.
 */
export function Page({ title, children }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(title);
  const { root, heading } = useArrivalFocus<HTMLHeadingElement, HTMLDivElement>();
  const [barRef, barHeight] = useElementHeight<HTMLElement>();
  const back = () => {
    if (window.history.state && (window.history.state as { idx?: number }).idx) void navigate(-1);
    else void navigate(paths.home, { replace: true });
  };
  const swipeBack = useSwipe((direction, startX) => {
    if (direction === 'right' && startsAtBackEdge(startX)) back();
  });
  return (
    <div
      className={styles.page}
      ref={root}
      style={barHeightVariable(barHeight)}
      {...(hostSwipesBack() ? {} : swipeBack)}
    >
      <header className={styles.bar} ref={barRef}>
        <button type="button" className={styles.back} onClick={back} aria-label={t('common.back')}>
          <LeftOutline aria-hidden />
        </button>
        <h1 className={styles.title} tabIndex={-1} ref={heading}>
          {title}
        </h1>
      </header>
      <main className={styles.body}>{children}</main>
    </div>
  );
}

/** What sticks below the bar inside the page (filters, tabs) sticks at this height. */
function barHeightVariable(height: number | undefined) {
  return height === undefined
    ? undefined
    : ({ '--app-page-bar-height': `${height}px` } as CSSProperties);
}
