import { useMutation, useQueryClient } from '@tanstack/react-query';
import { natOrderKey } from '../../../api/queries/get-nat-order.ts';
import { showToast } from '../../../components/toast.ts';
import { launchPayment } from '../../../platform/launch-payment.ts';
import { getNatPayParams } from '../api/get-nat-pay-params.ts';
import { useNucleicAcidTranslation } from '../i18n/index.ts';

/**
 * Starts paying a test order the host's way. When the host says ok the page re-reads the
 * order (and keeps polling while unpaid); a cashier brings the payer back to this page.
 */
export function usePayNatOrder(id: number) {
  const { t } = useNucleicAcidTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const params = await getNatPayParams(id);
      if (!params.ok) {
        showToast(params.msg, 'long');
        return;
      }
      const outcome = await launchPayment(params.data);
      if (outcome === 'ok') await queryClient.invalidateQueries({ queryKey: natOrderKey(id) });
      else if (outcome === 'cancel') showToast(t('pay.canceled'));
      else if (outcome === 'fail') showToast(t('pay.failed'));
    },
  });
}
