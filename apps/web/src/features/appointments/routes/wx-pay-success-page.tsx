import { IdParamsSchema } from '@hospital/contract';
import { Button, ErrorBlock, SpinLoading } from 'antd-mobile';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { useAwaitPaid } from '../hooks/use-await-paid.ts';
import { useAppointmentsTranslation } from '../i18n/index.ts';
import styles from './appointment-pages.module.css';
import { links, paths } from '../../../lib/paths.ts';

/**
 * /pay/wxPaySuccess?id=: where the host's "ok" or the cashier lands. The host's word is
 * not proof of payment, so this page waits for the server to see the order paid.
 */
export function WxPaySuccessPage() {
  const { t } = useAppointmentsTranslation();
  return (
    <Page title={t('title.paySuccess')}>
      <RequireLinkParams schema={IdParamsSchema}>
        {({ id }) => <WxPaySuccess id={id} />}
      </RequireLinkParams>
    </Page>
  );
}

function WxPaySuccess({ id }: { id: number }) {
  const { t } = useAppointmentsTranslation();
  const navigate = useNavigate();
  const { state, appointment, retry } = useAwaitPaid(id);

  useEffect(() => {
    if (state === 'paid') void navigate(links.scheduleSuccess(id), { replace: true });
  }, [state, id, navigate]);

  return (
    <>
      {(state === 'waiting' || state === 'paid') && (
        <div className={styles.waiting} role="status" data-testid="pay-waiting">
          <SpinLoading color="primary" style={{ '--size': '48px' }} />
          <p>{t('polling.waiting')}</p>
        </div>
      )}
      {state === 'timeout' && (
        <ErrorBlock
          status="busy"
          title={t('polling.timeout')}
          description=""
          data-testid="pay-timeout"
        >
          <div className={styles.actions}>
            <Button color="primary" onClick={retry}>
              {t('polling.refresh')}
            </Button>
            <Link className={styles.linkButton} to={paths.regHistory}>
              {t('polling.history')}
            </Link>
          </div>
        </ErrorBlock>
      )}
      {state === 'closed' && appointment && (
        <ErrorBlock
          status="default"
          title={t(`status.${appointment.status}`)}
          description=""
          data-testid="pay-closed"
        >
          <Link className={styles.linkButton} to={links.regDetail(id)}>
            {t('success.detail')}
          </Link>
        </ErrorBlock>
      )}
    </>
  );
}
