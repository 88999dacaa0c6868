import type { Appointment } from '@hospital/contract';
import { Tag } from 'antd-mobile';
import { Link } from 'react-router';
import { formatDateWithWeekday } from '../../../lib/date.ts';
import { maskName } from '../../../lib/mask.ts';
import { formatFen } from '../../../lib/money.ts';
import { isMaskingHost } from '../../../platform/host.ts';
import { useAppointmentsTranslation } from '../i18n/index.ts';
import { STATUS_COLOR } from '../lib/status.ts';
import styles from './appointment-item.module.css';
import { links } from '../../../lib/paths.ts';

export function AppointmentItem({ appointment }: { appointment: Appointment }) {
  const { t } = useAppointmentsTranslation();
  return (
    <Link to={links.regDetail(appointment.id)} className={styles.item} data-testid="appointment">
      <div className={styles.head}>
        <strong>{appointment.deptName}</strong>
        <Tag
          color={STATUS_COLOR[appointment.status]}
          fill="outline"
          data-testid="appointment-status"
        >
          {t(`status.${appointment.status}`)}
        </Tag>
      </div>
      <p>
        {appointment.doctorName} {appointment.doctorTitle}
      </p>
      <p>
        {formatDateWithWeekday(appointment.date)} {t(`period.${appointment.period}`)}
      </p>
      <div className={styles.foot}>
        <span>
          {t('field.patient')}：{maskName(appointment.patientName, isMaskingHost())}
        </span>
        <span className={styles.fee}>{formatFen(appointment.feeFen)}</span>
      </div>
    </Link>
  );
}
