import dayjs from 'dayjs';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { weekdayOf } from '../lib/date.ts';
import styles from './date-strip.module.css';

interface DateStripProps {
  days: string[];
  selected: string;
  onSelect: (date: string) => void;
  /** Days with something left to book; the others are marked but still selectable. */
  available: ReadonlySet<string>;
}

const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };

/**
 * A scrolling strip of days with weekdays: the way patients pick a visit or exam day. As a tab
 * list, it is one stop for Tab (the chosen day) and the arrow keys move along it, choosing as
 * they go. The first day shown is today.
 */
export function DateStrip({ days, selected, onSelect, available }: DateStripProps) {
  const { t } = useTranslation();
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
          <span className={styles.weekday}>
            {index === 0 ? t('dateStrip.today') : weekdayOf(date)}
          </span>
          <span className={styles.date}>{dayjs(date).format('MM-DD')}</span>
          <span className={styles.state}>
            {available.has(date) ? t('dateStrip.available') : t('dateStrip.none')}
          </span>
        </button>
      ))}
    </div>
  );
}
