import type { DepositTopUp } from '@hospital/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { showToast } from '../../../components/toast.ts';
import { launchPayment } from '../../../platform/launch-payment.ts';
import { inpatientKeys } from '../api/keys.ts';
import { topUp } from '../api/top-up.ts';
import { useInpatientTranslation } from '../i18n/index.ts';

/**
 * Opens a top-up and pays it the host's way. The deposit's id goes into the address first,
 * so the page shows (and polls) its state whether the host answers here or a cashier
 * brings the payer back.
 */
export function useTopUpDeposit() {
  const { t } = useInpatientTranslation();
  const queryClient = useQueryClient();
  const [, setSearch] = useSearchParams();
  return useMutation({
    mutationFn: async (input: DepositTopUp) => {
      const result = await topUp(input);
      if (!result.ok) {
        showToast(result.msg, 'long');
        return;
      }
      const { depositId, params } = result.data;
      const outcome = await launchPayment(params);
      if (outcome === 'cancel' || outcome === 'fail') {
        showToast(outcome === 'cancel' ? t('pay.canceled') : t('pay.failed'));
        return;
      }
      setSearch({ id: String(input.id), depositId: String(depositId) }, { replace: true });
      await queryClient.invalidateQueries({ queryKey: inpatientKeys.all });
    },
  });
}
