import { useEffect, useState } from 'react';
import { useAppointment } from '../api/get-appointment.ts';

const POLL_MS = 2000;
/** After this long without a paid state the page stops asking and says so. */
export const AWAIT_PAID_TIMEOUT_MS = 60_000;

export type AwaitState = 'waiting' | 'paid' | 'timeout' | 'closed';

/** Polls an appointment until the server says it is paid, or gives up after a while. */
export function useAwaitPaid(id: number) {
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  const appointment = useAppointment(id, timedOut ? false : POLL_MS);

  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), AWAIT_PAID_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [round]);

  const status = appointment.data?.status;
  const state: AwaitState =
    status === 'paid' || status === 'visited'
      ? 'paid'
      : status && status !== 'pending_payment'
        ? 'closed'
        : timedOut || appointment.isError
          ? 'timeout'
          : 'waiting';
  const retry = () => {
    setTimedOut(false);
    setRound((value) => value + 1);
    void appointment.refetch();
  };
  return { state, appointment: appointment.data, retry };
}
