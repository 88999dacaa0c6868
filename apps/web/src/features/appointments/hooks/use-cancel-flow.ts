import type { Appointment } from '@hospital/contract';
import { showToast } from '../../../components/toast.ts';
import { formatFen } from '../../../lib/money.ts';
import { useCancelAppointment } from '../api/cancel-appointment.ts';
import { useAppointmentsTranslation } from '../i18n/index.ts';
import { confirmDialog } from '../../../components/dialog.ts';

/** Asks before cancelling, says what happens to the fee, then reports the server's answer. */
export function useCancelFlow() {
  const { t } = useAppointmentsTranslation();
  const cancel = useCancelAppointment();
  const start = async (appointment: Appointment) => {
    const paid = appointment.status === 'paid';
    const fee = formatFen(appointment.feeFen);
    const confirmed = await confirmDialog({
      title: t('action.cancelTitle'),
      content: paid ? t('action.cancelPaid', { fee }) : t('action.cancelUnpaid'),
      confirmText: t('action.confirmCancel'),
      cancelText: t('action.keep'),
    });
    if (!confirmed) return;
    const result = await cancel.mutateAsync(appointment.id);
    if (!result.ok) showToast(result.msg, 'long');
    else showToast(paid ? t('action.refundedOk', { fee }) : t('action.canceledOk'), 'long');
  };
  return { start, isPending: cancel.isPending };
}
