import type { Schedule } from '@hospital/contract';
import { Button } from 'antd-mobile';
import { formatDateWithWeekday } from '../../../lib/date.ts';
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

/** One half-day: period, fee, slots left, and 约满 / 停诊 when it cannot be booked. */
export function ScheduleRow({ schedule, onBook, withDate = false }: ScheduleRowProps) {
  const { t } = useRegistrationTranslation();
  const bookable = isBookable(schedule);
  return (
    <div className={styles.row} data-testid="schedule" data-status={schedule.status}>
      <div className={styles.when}>
        {withDate && <span className={styles.date}>{formatDateWithWeekday(schedule.date)}</span>}
        <strong>{t(`period.${schedule.period}`)}</strong>
      </div>
      <div className={styles.meta}>
        <span className={styles.fee}>{formatFen(schedule.feeFen)}</span>
        {schedule.status === 'open' && (
          <span className={styles.left}>{t('slot.remaining', { count: schedule.remaining })}</span>
        )}
      </div>
      {bookable ? (
        <Button
          color="primary"
          size="small"
          shape="rounded"
          onClick={() => onBook(schedule)}
          data-testid="schedule-book"
        >
          {t('slot.book')}
        </Button>
      ) : (
        <span className={styles.closed} data-testid="schedule-closed">
          {t(`slot.${schedule.status === 'open' ? 'full' : schedule.status}`)}
        </span>
      )}
    </div>
  );
}
