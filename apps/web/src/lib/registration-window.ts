import { isWithinRegistrationWindow, type RegistrationWindow } from '@hospital/contract';

/** Whether booking is open at `now`, local time; the window may wrap past midnight. */
export function isRegistrationOpen(window: RegistrationWindow, now: Date): boolean {
  return isWithinRegistrationWindow(window, now.getHours() * 60 + now.getMinutes());
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "08:00-17:30", the way a patient reads the booking hours. */
export function formatRegistrationWindow({ start, end }: RegistrationWindow): string {
  return `${pad(start.hour)}:${pad(start.minute)}-${pad(end.hour)}:${pad(end.minute)}`;
}
