import type { Appointment } from '@hospital/contract';
import { Button } from 'antd-mobile';
import { ExclamationCircleFill } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { formatFen } from '../../../lib/money.ts';
import { links } from '../../../lib/paths.ts';
import { useClinicStop } from '../api/get-clinic-stop.ts';
import { useRefund } from '../api/get-refund.ts';
import { APPOINTMENTS_NS, useAppointmentsTranslation } from '../i18n/index.ts';
import styles from './clinic-stop-banner.module.css';
import { formatDate, periodName } from '../../../lib/date.ts';
import { HisMessage } from '../../../components/his-message.tsx';

/**
 * An appointment the hospital ended by stopping the clinic: why, where its refund stands,
 * and a one-tap rebook (the doctor's next half-day, else the department's doctors).
 */
export function ClinicStopBanner({ appointment }: { appointment: Appointment }) {
  const { t } = useAppointmentsTranslation();
  const navigate = useNavigate();
  const stop = useClinicStop(appointment.id);
  const refund = useRefund(appointment.id, appointment.paidAt !== null);
  const refundState = refund.data && refund.data.refundStatus !== 'none' ? refund.data : null;
  const sameDoctor = stop.data?.sameDoctor;
  return (
    <section className={styles.banner} data-testid="clinic-stop-banner">
      <h2 className={styles.title}>
        <ExclamationCircleFill /> {t('stop.banner')}
      </h2>
      {stop.data && (
        <p className={styles.line}>
          <HisMessage
            ns={APPOINTMENTS_NS}
            i18nKey="stop.reason"
            values={{ reason: stop.data.reason }}
          />
        </p>
      )}
      {refundState && (
        <p className={styles.refund} data-testid="clinic-stop-refund">
          {refundState.refundStatus === 'success'
            ? t('stop.refunded', { fee: formatFen(refundState.refundedFen) })
            : refundState.refundStatus === 'failed'
              ? t('refund.failed')
              : t('stop.refunding', { fee: formatFen(refundState.paidFen) })}
        </p>
      )}
      {stop.data && (
        <div className={styles.buttons}>
          {sameDoctor && (
            <Button
              color="primary"
              shape="rounded"
              block
              onClick={() =>
                void navigate(
                  links.confirmSchedule(
                    stop.data.deptCode,
                    sameDoctor.docId,
                    sameDoctor.scheduleId,
                  ),
                )
              }
              data-testid="rebook-same-doctor"
            >
              <HisMessage
                ns={APPOINTMENTS_NS}
                i18nKey="stop.sameDoctor"
                values={{
                  doctor: sameDoctor.doctorName,
                  date: formatDate(sameDoctor.date),
                  period: periodName(sameDoctor.period),
                }}
              />
            </Button>
          )}
          <Button
            color="primary"
            fill="outline"
            shape="rounded"
            block
            onClick={() => void navigate(links.choiceDoctor(stop.data.deptCode))}
            data-testid="rebook-department"
          >
            {t('stop.department', { dept: stop.data.deptName })}
          </Button>
        </div>
      )}
    </section>
  );
}
