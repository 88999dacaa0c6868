import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast.ts';
import { launchPayment } from '../../../platform/launch-payment.ts';
import { getBalancePayParams } from '../api/get-balance-pay-params.ts';
import { dischargeKeys } from '../api/keys.ts';
import { useDischargeTranslation } from '../i18n/index.ts';

/** Pays a settlement's balance the host's way; only the server's state then counts. */
export function usePayBalance(settlementId: number) {
  const { t } = useDischargeTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const params = await getBalancePayParams(settlementId);
      if (!params.ok) {
        showToast(params.msg, 'long');
        return;
      }
      const outcome = await launchPayment(params.data);
      if (outcome === 'ok') await queryClient.invalidateQueries({ queryKey: dischargeKeys.all });
      else if (outcome === 'cancel') showToast(t('pay.canceled'));
      else if (outcome === 'fail') showToast(t('pay.failed'));
    },
  });
}
