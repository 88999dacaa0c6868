import { useEffect } from 'react';
import { useOnScreen } from './use-on-screen.ts';

/**
 * Hosts show `document.title` in their own title bar, so every screen sets it; a kept-alive
 * page sets it again when it is shown again.
 */
export function useDocumentTitle(title: string): void {
  const onScreen = useOnScreen();
  useEffect(() => {
    if (onScreen) document.title = title;
  }, [title, onScreen]);
}
