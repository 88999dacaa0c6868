import { useEffect, useState } from 'react';

/** True while `on` is, and for `ms` after it turns off. */
export function useLingering(on: boolean, ms: number): boolean {
  const [lingering, setLingering] = useState(on);
  const [wasOn, setWasOn] = useState(on);
  if (on !== wasOn) {
    setWasOn(on);
    if (on) setLingering(true);
  }
  useEffect(() => {
    if (on) return undefined;
    const timer = setTimeout(() => setLingering(false), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  return on || lingering;
}
