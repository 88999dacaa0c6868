import { useEffect } from 'react';

/** Hosts show `document.title` in their own title bar, so every screen sets it. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
