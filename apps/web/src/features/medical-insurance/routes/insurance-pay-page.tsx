import type { InsuranceSettlement } from '@hospital/contract';
import { List, Switch } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { showToast } from '../../../components/toast.ts';
import { formatDateTime } from '../../../lib/date.ts';
import { formatFen } from '../../../lib/money.ts';
import { links } from '../../../lib/paths.ts';
import { browserLocation } from '../../../platform/browser-location.ts';
import { launchPayment } from '../../../platform/launch-payment.ts';
import { freshAcctUsed } from '../api/fresh-acct-used.ts';
import { useInsuranceSubject } from '../api/get-insurance-subject.ts';
import { payInsured } from '../api/pay-insured.ts';
import { preSettleQueryOptions } from '../api/pre-settle.ts';
import { requestAuthUrl, requestHcareUrl } from '../api/request-auth-url.ts';
import { SplitCard } from '../components/split-card.tsx';
import { useMedicalInsuranceTranslation } from '../i18n/index.ts';
import {
  INSURANCE_SUBJECTS,
  InsuranceLinkSchema,
  type InsuranceLink,
} from '../lib/insurance-subjects.ts';
import styles from './insurance-pages.module.css';

const PayLinkSchema = InsuranceLinkSchema.extend({
  authCode: z
    .string()
    .regex(/^[\w-]{1,128}$/)
    .optional(),
  authCancelled: z.literal('1').optional(),
});

/**
 * /pay/patientpay_ybdz?subject=&id=&channel=: pay a registration or outpatient bills with
 * medical insurance. The patient authorises (the e-certificate, or hcare), sees the split
 * (fund, personal account, cash), chooses whether the personal account pays, and pays
 * exactly that split.
 */
export function InsurancePayPage() {
  const { t } = useMedicalInsuranceTranslation();
  return (
    <Page title={t('title.pay')}>
      <RequireLinkParams schema={PayLinkSchema}>
        {({ authCode, authCancelled, ...link }) =>
          authCode ? (
            <Split link={link} authCode={authCode} />
          ) : (
            <Authorise link={link} cancelled={authCancelled === '1'} />
          )
        }
      </RequireLinkParams>
    </Page>
  );
}

function Authorise({ link, cancelled }: { link: InsuranceLink; cancelled: boolean }) {
  const { t } = useMedicalInsuranceTranslation();
  const subject = useInsuranceSubject(link.subject, link.id);
  const [starting, setStarting] = useState(false);
  if (subject.isPending) return <ListSkeleton rows={4} />;
  if (subject.isError)
    return <ErrorState message={subject.error.message} onRetry={() => void subject.refetch()} />;
  const { patientId, amountFen, payable, lines } = subject.data;
  // The insurer sends the patient back here, to this subject and channel, with an authCode.
  const back = links.insurancePay(link.subject, link.id, link.channel);
  const authorise =
    link.channel === 'hcare'
      ? () => requestHcareUrl(link, back)
      : patientId !== null && (() => requestAuthUrl(patientId, back));
  const start = async () => {
    if (!authorise) return;
    setStarting(true);
    const result = await authorise();
    if (result.ok) browserLocation.assign(result.data.authUrl);
    else {
      setStarting(false);
      showToast(result.msg, 'long');
    }
  };
  return (
    <>
      <section className={styles.hero}>
        <span>{t(`channel.${link.channel}`)}</span>
        <strong data-testid="insurance-amount">{formatFen(amountFen)}</strong>
        <p className={styles.muted}>{lines.map((line) => line.name).join('、')}</p>
      </section>
      <p className={styles.intro}>{cancelled ? t('auth.cancelled') : t('auth.intro')}</p>
      <div className={styles.footer}>
        <PrimaryButton
          loading={starting}
          disabled={!payable || !authorise}
          onClick={() => void start()}
          data-testid="insurance-authorise"
        >
          {t(`auth.start.${link.channel}`)}
        </PrimaryButton>
      </div>
    </>
  );
}

function Split({ link, authCode }: { link: InsuranceLink; authCode: string }) {
  const { t } = useMedicalInsuranceTranslation();
  const navigate = useNavigate();
  const first = useQuery(preSettleQueryOptions(link, authCode));
  const again = links.insurancePay(link.subject, link.id, link.channel);
  const [latest, setLatest] = useState<InsuranceSettlement>();
  const [busy, setBusy] = useState(false);
  if (first.isPending) return <ListSkeleton rows={5} />;
  if (first.isError)
    return (
      <ErrorState
        message={first.error.message}
        onRetry={() => void navigate(again, { replace: true })}
      />
    );
  const settlement = latest ?? first.data;

  const toggle = async (useAccount: boolean) => {
    setBusy(true);
    const result = await freshAcctUsed(settlement.id, useAccount);
    setBusy(false);
    if (result.ok) setLatest(result.data);
    else showToast(result.msg, 'long');
  };
  const pay = async () => {
    setBusy(true);
    const result = await payInsured(link, settlement.id);
    if (!result.ok) {
      setBusy(false);
      if (result.code === 'SPLIT_CHANGED') {
        // The insurer answers differently now: show its new split to confirm.
        const fresh = await INSURANCE_SUBJECTS[link.subject].latest(link.id);
        if (fresh.ok) setLatest(fresh.data);
        showToast(t('pay.changed'), 'long');
      } else if (result.code === 'PRESETTLE_EXPIRED') {
        showToast(result.msg, 'long');
        void navigate(again, { replace: true });
      } else showToast(result.msg, 'long');
      return;
    }
    const outcome = await launchPayment(result.data);
    setBusy(false);
    if (outcome === 'ok')
      void navigate(links.insuranceResult(link.subject, link.id), { replace: true });
    else if (outcome === 'cancel') showToast(t('pay.canceled'));
    else if (outcome === 'fail') showToast(t('pay.failed'));
  };
  return (
    <>
      <section className={styles.hero}>
        <span>{t('split.cash')}</span>
        <strong data-testid="insurance-cash-due">{formatFen(settlement.split.cashFen)}</strong>
        <p className={styles.muted}>
          {t('split.expiresAt', { time: formatDateTime(settlement.expiresAt) })}
        </p>
      </section>
      <SplitCard split={settlement.split} />
      <List mode="card">
        <List.Item
          description={t('split.useAccountHint')}
          extra={
            <Switch
              checked={settlement.acctUsed}
              disabled={busy}
              onChange={(checked) => void toggle(checked)}
              aria-label={t('split.useAccount')}
              data-testid="insurance-use-account"
            />
          }
        >
          {t('split.useAccount')}
        </List.Item>
      </List>
      <div className={styles.footer}>
        <PrimaryButton loading={busy} onClick={() => void pay()} data-testid="insurance-pay">
          {t('pay.submit')}
        </PrimaryButton>
      </div>
    </>
  );
}
