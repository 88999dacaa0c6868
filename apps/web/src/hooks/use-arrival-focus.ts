import { useEffect, useRef } from 'react';
import { useOnScreen } from './use-on-screen.ts';

/**
 * Arriving on a page, focus goes to its title: a screen reader reads where the patient now is,
 * and the next Tab starts from the top of this page rather than from the one just left (whose
 * link is gone, which drops focus to the document's start). A field the page focused itself
 * keeps it. A kept-alive page shown again arrives anew.
 *
 * Give the returned `heading` to the page's h1 (with tabIndex -1) and `root` to what holds the
 * page, when the page has such an element.
 */
export function useArrivalFocus<Heading extends HTMLElement, Root extends HTMLElement>() {
  const root = useRef<Root>(null);
  const heading = useRef<Heading>(null);
  const onScreen = useOnScreen();
  useEffect(() => {
    if (onScreen && !root.current?.contains(document.activeElement))
      heading.current?.focus({ preventScroll: true });
  }, [onScreen]);
  return { root, heading };
}
