import type { Schedule } from '@hospital/contract';
import { Button } from 'antd-mobile';
import { useId } from 'react';
import { formatDateWithWeekday, periodName } from '../../../lib/date.ts';
import { formatFen } from '../../../lib/money.ts';
import { useRegistrationTranslation } from '../i18n/index.ts';
import { isBookable } from '../lib/schedule.ts';
import styles from './schedule-row.module.css';

interface ScheduleRowProps {
  schedule: Schedule;
  onBook: (schedule: Schedule) => void;
  /** Shows the date too, where rows of several days are listed together. */
  withDate?: boolean;
}

/**
 * One half-day: period, fee, slots left, and 约满 / 停诊 when it cannot be booked. The book
 * button is named by the whole row ("挂号 上午 余 8 ¥20.00"): a screen reader tabbing from button
 * to button hears which half-day, how many are left and what it costs, not "挂号" over and over.
 */
export function ScheduleRow({ schedule, onBook, withDate = false }: ScheduleRowProps) {
  const { t } = useRegistrationTranslation();
  const bookable = isBookable(schedule);
  const id = useId();
  return (
    <div className={styles.row} data-testid="schedule" data-status={schedule.status}>
      <div className={styles.when} id={`${id}-when`}>
        {withDate && <span className={styles.date}>{formatDateWithWeekday(schedule.date)}</span>}
        <strong>{periodName(schedule.period)}</strong>
      </div>
      <div className={styles.meta}>
        <span className={styles.fee} id={`${id}-fee`}>
          {formatFen(schedule.feeFen)}
        </span>
        {schedule.status === 'open' && (
          <span className={styles.left} id={`${id}-left`}>
            {t('slot.remaining', { count: schedule.remaining })}
          </span>
        )}
      </div>
      {bookable ? (
        <Button
          color="primary"
          size="small"
          shape="rounded"
          onClick={() => onBook(schedule)}
          aria-labelledby={`${id}-book ${id}-when ${id}-left ${id}-fee`}
          data-testid="schedule-book"
        >
          <span id={`${id}-book`}>{t('slot.book')}</span>
        </Button>
      ) : (
        <span className={styles.closed} data-testid="schedule-closed">
          {t(`slot.${schedule.status === 'open' ? 'full' : schedule.status}`)}
        </span>
      )}
    </div>
  );
}
