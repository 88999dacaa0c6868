import { useEffect, useState } from 'react';

const secondsUntil = (deadline: string | null | undefined, now: number): number =>
  deadline ? Math.max(0, Math.ceil((Date.parse(deadline) - now) / 1000)) : 0;

/** Whole seconds left until `deadline` (an ISO time), ticking each second; 0 once passed. */
export function useCountdownTo(deadline: string | null | undefined): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!deadline) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return secondsUntil(deadline, now);
}

/** mm:ss, the way a pay-by countdown reads. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
