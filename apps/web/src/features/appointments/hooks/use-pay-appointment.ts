import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { showToast } from '../../../components/toast.ts';
import { getPayParams } from '../api/get-pay-params.ts';
import { useAppointmentsTranslation } from '../i18n/index.ts';
import { launchPayment } from '../../../platform/launch-payment.ts';
import { links } from '../../../lib/paths.ts';

/**
 * Starts paying an appointment the host's way. When the host says ok, the result page
 * polls the server; a cashier brings the payer back there itself.
 */
export function usePayAppointment(id: number) {
  const { t } = useAppointmentsTranslation();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      const params = await getPayParams(id);
      if (!params.ok) {
        showToast(params.msg, 'long');
        return;
      }
      const outcome = await launchPayment(params.data);
      if (outcome === 'ok') void navigate(links.paySuccess(id), { replace: true });
      else if (outcome === 'cancel') showToast(t('pay.canceled'));
      else if (outcome === 'fail') showToast(t('pay.failed'));
    },
  });
}
