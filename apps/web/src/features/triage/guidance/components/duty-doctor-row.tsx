import type { DutyDoctor } from '@hospital/contract';
import { Tag } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { periodName, weekdayOf } from '../../../../lib/date.ts';
import { useGuidanceTranslation } from '../i18n/index.ts';
import styles from './duty-doctor-row.module.css';
import { doctorTitleLabel } from '../../../../lib/doctor-title.ts';
import { hisText } from '../../../../components/his-text.tsx';

interface DutyDoctorRowProps {
  doctor: DutyDoctor;
  /** Opens the doctor's days. */
  onOpen: () => void;
  /** Books one of the doctor's next half-days. */
  onBook: (scheduleId: number) => void;
}

/** A doctor on duty soon: a tap on the doctor opens their days, a tap on a half-day books it. */
export function DutyDoctorRow({ doctor, onOpen, onBook }: DutyDoctorRowProps) {
  const { t } = useGuidanceTranslation();
  return (
    <li className={styles.row} data-testid="duty-doctor">
      <button type="button" className={styles.doctor} onClick={onOpen}>
        <img className={styles.avatar} src={doctor.avatarUrl} alt="" />
        <span className={styles.name}>
          <strong data-testid="duty-doctor-name" {...hisText}>
            {doctor.name}
          </strong>
          <Tag color="primary" fill="outline">
            {doctorTitleLabel(doctor.title)}
          </Tag>
        </span>
        <RightOutline className={styles.arrow} aria-hidden />
      </button>
      <div className={styles.slots}>
        {doctor.next.map((slot) => {
          const day = `${slot.date.slice(5)} ${weekdayOf(slot.date)}`;
          const period = periodName(slot.period);
          return (
            <button
              key={slot.scheduleId}
              type="button"
              className={styles.slot}
              onClick={() => onBook(slot.scheduleId)}
              aria-label={t('results.bookSlot', { doctor: doctor.name, date: day, period })}
              data-testid="duty-slot"
            >
              {day} {period}
            </button>
          );
        })}
      </div>
    </li>
  );
}
