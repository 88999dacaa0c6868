import type { Appointment } from '@hospital/contract';
import { Tag } from 'antd-mobile';
import { Link } from 'react-router';
import { formatHalfDay } from '../../../lib/date.ts';
import { maskName } from '../../../lib/mask.ts';
import { formatFen } from '../../../lib/money.ts';
import { isMaskingHost } from '../../../platform/host.ts';
import { useAppointmentsTranslation } from '../i18n/index.ts';
import { STATUS_COLOR } from '../lib/status.ts';
import styles from './appointment-item.module.css';
import { links } from '../../../lib/paths.ts';
import { doctorTitleLabel } from '../../../lib/doctor-title.ts';
import { HisText, hisText } from '../../../components/his-text.tsx';

export function AppointmentItem({ appointment }: { appointment: Appointment }) {
  const { t } = useAppointmentsTranslation();
  return (
    <Link to={links.regDetail(appointment.id)} className={styles.item} data-testid="appointment">
      <div className={styles.head}>
        <strong {...hisText}>{appointment.deptName}</strong>
        <Tag
          color={STATUS_COLOR[appointment.status]}
          fill="outline"
          data-testid="appointment-status"
        >
          {t(`status.${appointment.status}`)}
        </Tag>
      </div>
      <p>
        <HisText>{appointment.doctorName}</HisText> {doctorTitleLabel(appointment.doctorTitle)}
      </p>
      <p>{formatHalfDay(appointment.date, appointment.period)}</p>
      <div className={styles.foot}>
        <span>
          {t('field.patientIs')}
          <HisText>{maskName(appointment.patientName, isMaskingHost())}</HisText>
        </span>
        <span className={styles.fee}>{formatFen(appointment.feeFen)}</span>
      </div>
    </Link>
  );
}
