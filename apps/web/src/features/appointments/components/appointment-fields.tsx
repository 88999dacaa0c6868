import type { Appointment } from '@hospital/contract';
import { List } from 'antd-mobile';
import { formatHalfDay } from '../../../lib/date.ts';
import { maskName } from '../../../lib/mask.ts';
import { formatFen } from '../../../lib/money.ts';
import { isMaskingHost } from '../../../platform/host.ts';
import { useAppointmentsTranslation } from '../i18n/index.ts';
import { doctorTitleLabel } from '../../../lib/doctor-title.ts';
import { HisText } from '../../../components/his-text.tsx';

/** The facts of an appointment a patient needs on the day. */
export function AppointmentFields({ appointment }: { appointment: Appointment }) {
  const { t } = useAppointmentsTranslation();
  return (
    <List mode="card">
      <List.Item extra={<HisText>{maskName(appointment.patientName, isMaskingHost())}</HisText>}>
        {t('field.patient')}
      </List.Item>
      <List.Item extra={appointment.patientCode}>{t('field.patientCode')}</List.Item>
      <List.Item extra={<HisText>{appointment.deptName}</HisText>}>{t('field.dept')}</List.Item>
      <List.Item
        extra={
          <>
            <HisText>{appointment.doctorName}</HisText> {doctorTitleLabel(appointment.doctorTitle)}
          </>
        }
      >
        {t('field.doctor')}
      </List.Item>
      <List.Item extra={formatHalfDay(appointment.date, appointment.period)}>
        {t('field.time')}
      </List.Item>
      {appointment.location && (
        <List.Item extra={<HisText>{appointment.location}</HisText>}>
          {t('field.location')}
        </List.Item>
      )}
      <List.Item
        extra={
          <span data-testid="appointment-sequence">
            {t('sequence', { sequence: appointment.sequence })}
          </span>
        }
      >
        {t('field.sequence')}
      </List.Item>
      <List.Item extra={formatFen(appointment.feeFen)}>{t('field.fee')}</List.Item>
    </List>
  );
}
