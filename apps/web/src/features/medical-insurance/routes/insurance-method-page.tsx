import type { InsuranceChannel } from '@hospital/contract';
import { List } from 'antd-mobile';
import { PayCircleOutline, UserContactOutline, BankcardOutline } from 'antd-mobile-icons';
import { Link, useNavigate } from 'react-router';
import { useBizConfig } from '../../../api/queries/get-biz-config.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { HisText } from '../../../components/his-text.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { formatFen } from '../../../lib/money.ts';
import { links, type InsuranceSubject } from '../../../lib/paths.ts';
import { getServerSource } from '../../../platform/host.ts';
import { useInsuranceSubject } from '../api/get-insurance-subject.ts';
import { useMedicalInsuranceTranslation } from '../i18n/index.ts';
import { INSURANCE_SUBJECTS, InsuranceLinkSchema } from '../lib/insurance-subjects.ts';
import styles from './insurance-pages.module.css';

const CHANNEL_ICON = { wechat_medicare: UserContactOutline, hcare: PayCircleOutline };

/** /pay/paymentMethod_ybdz?subject=&id=: what is paid, and the ways insurance can pay it here. */
export function InsuranceMethodPage() {
  const { t } = useMedicalInsuranceTranslation();
  return (
    <Page title={t('title.method')}>
      <RequireLinkParams schema={InsuranceLinkSchema}>
        {({ subject, id }) => <Methods subject={subject} id={id} />}
      </RequireLinkParams>
    </Page>
  );
}

function Methods({ subject, id }: { subject: InsuranceSubject; id: number }) {
  const { t } = useMedicalInsuranceTranslation();
  const navigate = useNavigate();
  const summary = useInsuranceSubject(subject, id);
  const config = useBizConfig();
  if (summary.isPending || config.isPending) return <ListSkeleton rows={5} />;
  if (summary.isError || config.isError) {
    const retry = () => void Promise.all([summary.refetch(), config.refetch()]);
    return <ErrorState message={(summary.error ?? config.error)?.message} onRetry={retry} />;
  }
  const { amountFen, payable, lines } = summary.data;
  const cashPay = INSURANCE_SUBJECTS[subject].cashPay(id);
  // WeChat's e-certificate only opens inside WeChat, as on the registration's method page;
  // hcare wherever the hospital has the insurance platform set up.
  const channels: InsuranceChannel[] = [
    ...(getServerSource() === 'WXGZH' ? (['wechat_medicare'] as const) : []),
    ...(config.data.hcarePayEnabled ? (['hcare'] as const) : []),
  ];
  return (
    <>
      <section className={styles.hero}>
        <span>{t('method.amount')}</span>
        <strong data-testid="insurance-method-amount">{formatFen(amountFen)}</strong>
      </section>
      <List
        mode="card"
        header={subject === 'outpatient' ? t('method.bills') : t('method.registration')}
      >
        {lines.map((line) => (
          <List.Item
            key={line.note}
            description={<HisText>{line.note}</HisText>}
            extra={formatFen(line.amountFen)}
          >
            <HisText>{line.name}</HisText>
          </List.Item>
        ))}
      </List>
      {payable ? (
        <>
          <List mode="card" header={t('method.ways')}>
            {channels.map((channel) => {
              const Icon = CHANNEL_ICON[channel];
              return (
                <List.Item
                  key={channel}
                  prefix={<Icon className={styles.methodIcon} aria-hidden />}
                  description={t(`method.${channel}`)}
                  onClick={() => void navigate(links.insurancePay(subject, id, channel))}
                  data-testid={`insurance-method-${channel}`}
                >
                  {t(`channel.${channel}`)}
                </List.Item>
              );
            })}
            {channels.length === 0 && <List.Item>{t('method.none')}</List.Item>}
          </List>
          <p className={styles.intro} data-testid="insurance-method-rule">
            <strong>{t('method.ruleTitle')}</strong> {t('method.rule')}
          </p>
          <List mode="card">
            <List.Item
              prefix={<BankcardOutline className={styles.methodIcon} aria-hidden />}
              description={t('method.cashHint')}
              onClick={() => void navigate(cashPay)}
              data-testid="insurance-method-cash"
            >
              {t('method.cash')}
            </List.Item>
          </List>
        </>
      ) : (
        <>
          <p className={styles.intro} data-testid="insurance-method-closed">
            {t('method.closed')}
          </p>
          <div className={styles.actions}>
            <Link className={styles.linkButton} to={INSURANCE_SUBJECTS[subject].next(id)} replace>
              {t(`result.next.${subject}`)}
            </Link>
          </div>
        </>
      )}
    </>
  );
}
