import { IdParamsSchema } from '@hospital/contract';
import { Radio } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { showToast } from '../../../components/toast.ts';
import { formatFen } from '../../../lib/money.ts';
import { getServerSource } from '../../../platform/host.ts';
import { useCreditPay } from '../api/credit-pay.ts';
import { useAppointment } from '../api/get-appointment.ts';
import { useBizConfig } from '../../../api/queries/get-biz-config.ts';
import { usePayAppointment } from '../hooks/use-pay-appointment.ts';
import { useAppointmentsTranslation } from '../i18n/index.ts';
import { hostPayMethod } from '../lib/pay-method.ts';
import styles from './appointment-pages.module.css';
import { links } from '../../../lib/paths.ts';

/**
 * /pay/paymentMethod?id=: pay online the host's way, with medical insurance in WeChat, or
 * later on credit where allowed.
 */
export function PaymentMethodPage() {
  const { t } = useAppointmentsTranslation();
  return (
    <Page title={t('title.method')}>
      <RequireLinkParams schema={IdParamsSchema}>
        {({ id }) => <PaymentMethod id={id} />}
      </RequireLinkParams>
    </Page>
  );
}

function PaymentMethod({ id }: { id: number }) {
  const { t } = useAppointmentsTranslation();
  const navigate = useNavigate();
  const appointment = useAppointment(id);
  const config = useBizConfig();
  const pay = usePayAppointment(id);
  const credit = useCreditPay();
  const online = hostPayMethod(getServerSource());
  const [method, setMethod] = useState<string>(online);

  if (appointment.isPending || config.isPending) {
    return <ListSkeleton rows={4} />;
  }
  if (appointment.isError || config.isError) {
    const retry = () => void Promise.all([appointment.refetch(), config.refetch()]);
    return <ErrorState message={(appointment.error ?? config.error)?.message} onRetry={retry} />;
  }
  const submit = async () => {
    if (method === 'insurance') {
      void navigate(links.insurancePay('registration', id));
      return;
    }
    if (method !== 'credit') {
      pay.mutate();
      return;
    }
    const result = await credit.mutateAsync(id);
    if (!result.ok) showToast(result.msg, 'long');
    else void navigate(links.scheduleSuccess(id), { replace: true });
  };
  return (
    <>
      <section className={styles.hero}>
        <span>{t('pay.amount')}</span>
        <strong>{formatFen(appointment.data.feeFen)}</strong>
      </section>
      <Radio.Group value={method} onChange={(value) => setMethod(String(value))}>
        <div className={styles.methods}>
          <Radio value={online} block data-testid="method-online">
            {t(`pay.${online}`)}
          </Radio>
          {getServerSource() === 'WXGZH' && (
            <Radio value="insurance" block data-testid="method-insurance">
              {t('pay.insurance')}
              <small>{t('pay.insuranceHint')}</small>
            </Radio>
          )}
          {config.data.creditPayEnabled && (
            <Radio value="credit" block data-testid="method-credit">
              {t('pay.credit')}
              <small>{t('pay.creditHint')}</small>
            </Radio>
          )}
        </div>
      </Radio.Group>
      <div className={styles.footer}>
        <PrimaryButton
          disabled={appointment.data.status !== 'pending_payment'}
          loading={pay.isPending || credit.isPending}
          onClick={() => void submit()}
          data-testid="method-submit"
        >
          {t('pay.confirm')}
        </PrimaryButton>
      </div>
    </>
  );
}
