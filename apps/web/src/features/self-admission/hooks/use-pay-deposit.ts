import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast.ts';
import { launchPayment } from '../../../platform/launch-payment.ts';
import { createAdmissionDeposit } from '../api/create-deposit.ts';
import { getDepositPayParams } from '../api/get-deposit-pay-params.ts';
import { admissionKeys } from '../api/keys.ts';
import { useSelfAdmissionTranslation } from '../i18n/index.ts';

/**
 * Starts a deposit of the chosen amount and pays it the host's way; `onStarted` gets the
 * deposit's id, so the page follows it (and a cashier brings the payer back to it). When
 * the host says ok the page re-reads the deposit, which keeps polling while unpaid.
 */
export function usePayAdmissionDeposit(noticeId: number, onStarted: (depositId: number) => void) {
  const { t } = useSelfAdmissionTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (amountFen: number) => {
      const deposit = await createAdmissionDeposit({ id: noticeId, amountFen });
      if (!deposit.ok) {
        showToast(deposit.msg, 'long');
        return;
      }
      onStarted(deposit.data.id);
      const params = await getDepositPayParams(deposit.data.id);
      if (!params.ok) {
        showToast(params.msg, 'long');
        return;
      }
      const outcome = await launchPayment(params.data);
      if (outcome === 'ok') await queryClient.invalidateQueries({ queryKey: admissionKeys.all });
      else if (outcome === 'cancel') showToast(t('pay.canceled'));
      else if (outcome === 'fail') showToast(t('pay.failed'));
    },
  });
}
