import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until the SMS code may be sent again; 0 when it may. */
export function useCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setSecondsLeft((left) => Math.max(left - 1, 0)), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback((seconds: number) => setSecondsLeft(Math.max(0, seconds)), []);
  return { secondsLeft, start };
}
