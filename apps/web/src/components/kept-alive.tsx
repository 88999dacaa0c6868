import { useState, type ReactNode } from 'react';
import { OnScreenContext, useOnScreen } from '../hooks/use-on-screen.ts';

/**
 * Draws `children` the first time they are shown, then keeps them mounted, hidden while
 * `shown` is false, so a page's state (fields typed, filters chosen, lists loaded) is there
 * when the patient comes back. Hidden, the page's effects still run: what only a page on
 * screen may do asks `useOnScreen`.
 */
export function KeptAlive({ shown, children }: { shown: boolean; children: ReactNode }) {
  const [drawn, setDrawn] = useState(shown);
  if (shown && !drawn) setDrawn(true);
  const onScreen = useOnScreen() && shown;
  if (!drawn && !shown) return null;
  return (
    // `contents`: the wrapper adds no box, so the page lays out as if it were not there.
    <div style={{ display: shown ? 'contents' : 'none' }}>
      <OnScreenContext.Provider value={onScreen}>{children}</OnScreenContext.Provider>
    </div>
  );
}
