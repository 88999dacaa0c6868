import dayjs from 'dayjs';
import type { KeyboardEvent } from 'react';
import { weekdayOf } from '../../../lib/date.ts';
import { useRegistrationTranslation } from '../i18n/index.ts';
import styles from './date-strip.module.css';

export const BOOKING_DAYS = 14;

/** The 14 bookable days from `today`, as yyyy-mm-dd. */
export function bookingDays(today: string): string[] {
  return Array.from({ length: BOOKING_DAYS }, (_, offset) =>
    dayjs(today).add(offset, 'day').format('YYYY-MM-DD'),
  );
}

interface DateStripProps {
  days: string[];
  selected: string;
  onSelect: (date: string) => void;
  /** Days with a slot left; the others are dimmed but still selectable. */
  available: ReadonlySet<string>;
}

const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };

/**
 * A scrolling strip of days with weekdays: the way patients pick a visit day. As a tab list, it
 * is one stop for Tab (the chosen day) and the arrow keys move along it, choosing as they go.
 */
export function DateStrip({ days, selected, onSelect, available }: DateStripProps) {
  const { t } = useRegistrationTranslation();
  const step = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = days[days.indexOf(selected) + (STEPS[event.key] ?? 0)];
    if (!STEPS[event.key] || !next) return;
    event.preventDefault();
    onSelect(next);
    event.currentTarget.querySelector<HTMLElement>(`[data-date="${next}"]`)?.focus();
  };
  return (
    <div className={styles.strip} role="tablist" onKeyDown={step}>
      {days.map((date, index) => (
        <button
          key={date}
          type="button"
          role="tab"
          aria-selected={date === selected}
          tabIndex={date === selected ? 0 : -1}
          className={`${styles.day} ${date === selected ? styles.active : ''}`}
          onClick={() => onSelect(date)}
          data-testid="date-strip-day"
          data-date={date}
        >
          <span className={styles.weekday}>{index === 0 ? t('date.today') : weekdayOf(date)}</span>
          <span className={styles.date}>{dayjs(date).format('MM-DD')}</span>
          <span className={styles.state}>
            {available.has(date) ? t('date.available') : t('date.none')}
          </span>
        </button>
      ))}
    </div>
  );
}
