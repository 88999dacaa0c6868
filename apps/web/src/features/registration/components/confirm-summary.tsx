import type { DoctorDetail, Schedule } from '@hospital/contract';
import { List } from 'antd-mobile';
import { formatHalfDay } from '../../../lib/date.ts';
import { formatFen } from '../../../lib/money.ts';
import { useRegistrationTranslation } from '../i18n/index.ts';
import styles from './confirm-summary.module.css';
import { doctorTitleLabel } from '../../../lib/doctor-title.ts';
import { HisText } from '../../../components/his-text.tsx';

/** What is being booked: doctor, clinic, half-day, place and fee. */
export function ConfirmSummary({ doctor, schedule }: { doctor: DoctorDetail; schedule: Schedule }) {
  const { t } = useRegistrationTranslation();
  return (
    <List mode="card">
      <List.Item
        extra={
          <>
            <HisText>{doctor.name}</HisText> {doctorTitleLabel(doctor.title)}
          </>
        }
      >
        {t('confirm.doctor')}
      </List.Item>
      <List.Item extra={<HisText>{doctor.deptName}</HisText>}>{t('confirm.dept')}</List.Item>
      <List.Item extra={formatHalfDay(schedule.date, schedule.period)}>
        {t('confirm.time')}
      </List.Item>
      {doctor.location && (
        <List.Item extra={<HisText>{doctor.location}</HisText>}>{t('confirm.location')}</List.Item>
      )}
      <List.Item
        extra={
          <span className={styles.fee} data-testid="confirm-fee">
            {formatFen(schedule.feeFen)}
          </span>
        }
      >
        {t('confirm.fee')}
      </List.Item>
    </List>
  );
}
