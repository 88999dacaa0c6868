import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast.ts';
import { launchPayment } from '../../../platform/launch-payment.ts';
import { outpatientPaymentKey } from '../api/check-outpatient-payment.ts';
import { getOutpatientPayParams } from '../api/get-pay-params.ts';
import { useOutpatientTranslation } from '../i18n/index.ts';

/**
 * Starts paying the host's way. Whatever the host says, and when the server refuses (a bill
 * paid at the window, voided), the page re-reads the payment from the server.
 */
export function usePayOutpatient(id: number) {
  const { t } = useOutpatientTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: outpatientPaymentKey(id) });
  return useMutation({
    mutationFn: async () => {
      const params = await getOutpatientPayParams(id);
      if (!params.ok) {
        showToast(params.msg, 'long');
        await refresh();
        return;
      }
      const outcome = await launchPayment(params.data);
      if (outcome === 'ok') await refresh();
      else if (outcome === 'cancel') showToast(t('pay.canceled'));
      else if (outcome === 'fail') showToast(t('pay.failed'));
    },
  });
}
