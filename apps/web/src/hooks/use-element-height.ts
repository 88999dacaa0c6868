import { useCallback, useState } from 'react';

/**
 * An element's height as drawn, kept current as it changes: large type (the phone's text zoom)
 * or a title wrapping onto a second line makes bars taller than any height written in CSS.
 * Where the WebView has no ResizeObserver (before Chrome 64, iOS 13.1) it is measured once.
 */
export function useElementHeight<T extends HTMLElement>() {
  const [height, setHeight] = useState<number>();
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    const measure = () => setHeight(element.offsetHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, height] as const;
}
