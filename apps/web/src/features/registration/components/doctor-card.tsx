import type { DoctorSummary } from '@hospital/contract';
import { Tag } from 'antd-mobile';
import { StarFill } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { formatFen } from '../../../lib/money.ts';
import { useRegistrationTranslation } from '../i18n/index.ts';
import styles from './doctor-card.module.css';
import { doctorTitleLabel } from '../../../lib/doctor-title.ts';
import { HisText, hisText } from '../../../components/his-text.tsx';

interface DoctorCardProps {
  doctor: DoctorSummary;
  onOpen?: () => void;
  /** Replaces the fee and slots column, e.g. with one half-day's state. */
  aside?: ReactNode;
}

/** A doctor as lists show one: avatar, name, title, clinic, speciality, rating, fee. */
export function DoctorCard({ doctor, onOpen, aside }: DoctorCardProps) {
  const { t } = useRegistrationTranslation();
  return (
    <div
      className={styles.card}
      role={onOpen ? 'button' : undefined}
      tabIndex={onOpen ? 0 : undefined}
      onClick={onOpen}
      onKeyDown={(event) => event.key === 'Enter' && onOpen?.()}
      data-testid="doctor"
    >
      <img className={styles.avatar} src={doctor.avatarUrl} alt="" />
      <div className={styles.main}>
        <div className={styles.name}>
          <strong data-testid="doctor-name" {...hisText}>
            {doctor.name}
          </strong>
          <Tag color="primary" fill="outline">
            {doctorTitleLabel(doctor.title)}
          </Tag>
        </div>
        <p className={styles.dept} {...hisText}>
          {doctor.deptName}
        </p>
        <p className={styles.speciality}>
          {t('doctor.speciality')}
          <HisText>{doctor.speciality}</HisText>
        </p>
        {doctor.ratingCount > 0 && (
          <p className={styles.rating}>
            <StarFill /> {doctor.rating.toFixed(1)}
            <span>{t('doctor.ratingCount', { count: doctor.ratingCount })}</span>
          </p>
        )}
      </div>
      <div className={styles.aside}>
        {aside ?? (
          <>
            <span className={styles.fee}>{formatFen(doctor.feeFen)}</span>
            {doctor.remaining > 0 ? (
              <span className={styles.left}>
                {t('slot.remaining', { count: doctor.remaining })}
              </span>
            ) : (
              <span className={styles.full}>{t('slot.full')}</span>
            )}
          </>
        )}
      </div>
    </div>
  );
}
