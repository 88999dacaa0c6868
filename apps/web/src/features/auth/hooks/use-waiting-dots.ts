import { useEffect, useState } from 'react';
import { WAITING_DOTS_INTERVAL_MS } from '../../../lib/constants.ts';

const MAX_DOTS = 3;

/** "", ".", "..", "..." and round again, one step every 600 ms. */
export function useWaitingDots(): string {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const timer = setInterval(
      () => setCount((value) => (value + 1) % (MAX_DOTS + 1)),
      WAITING_DOTS_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, []);
  return '.'.repeat(count);
}
