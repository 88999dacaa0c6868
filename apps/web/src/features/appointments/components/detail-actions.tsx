import type { Appointment } from '@hospital/contract';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/date.ts';
import { useCancelFlow } from '../hooks/use-cancel-flow.ts';
import { useAppointmentsTranslation } from '../i18n/index.ts';
import styles from './detail-actions.module.css';
import { links } from '../../../lib/paths.ts';

/** The actions the appointment's state allows, and why cancelling is closed when it is. */
export function DetailActions({
  appointment,
  cutoffHours,
}: {
  appointment: Appointment;
  cutoffHours: number;
}) {
  const { t } = useAppointmentsTranslation();
  const navigate = useNavigate();
  const cancel = useCancelFlow();
  const { id, status } = appointment;
  const cancellable = status === 'pending_payment' || status === 'paid';
  return (
    <div className={styles.actions}>
      {status === 'paid' && (
        <p className={styles.hint}>
          {appointment.canCancel
            ? t('action.cancelDeadline', { time: formatDateTime(appointment.cancelDeadline) })
            : t('action.cancelClosed', { hours: cutoffHours })}
        </p>
      )}
      <div className={styles.buttons}>
        {cancellable && appointment.canCancel && (
          <Button
            shape="rounded"
            loading={cancel.isPending}
            onClick={() => void cancel.start(appointment)}
            data-testid="detail-cancel"
          >
            {t('action.cancel')}
          </Button>
        )}
        {(status === 'paid' || status === 'visited') && (
          <Button
            shape="rounded"
            color="primary"
            fill="outline"
            onClick={() => void navigate(links.regProve(id))}
            data-testid="detail-prove"
          >
            {t('action.prove')}
          </Button>
        )}
        {status === 'visited' && appointment.canEvaluate && (
          <Button
            shape="rounded"
            color="primary"
            onClick={() => void navigate(links.treatmentAppraise(id))}
          >
            {t('action.rate')}
          </Button>
        )}
        {status === 'pending_payment' && (
          <Button
            shape="rounded"
            color="primary"
            onClick={() => void navigate(links.fullPayment(id))}
            data-testid="detail-pay"
          >
            {t('action.pay')}
          </Button>
        )}
      </div>
    </div>
  );
}
