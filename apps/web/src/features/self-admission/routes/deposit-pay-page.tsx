import {
  ADMISSION_DEPOSIT_MAX_FEN,
  ADMISSION_DEPOSIT_MIN_FEN,
  IdSchema,
  type AdmissionNotice,
} from '@hospital/contract';
import { Input, List } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { HisText, hisText } from '../../../components/his-text.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { formatFen } from '../../../lib/money.ts';
import { links } from '../../../lib/paths.ts';
import { useAdmissionNotice } from '../api/get-admission-notice.ts';
import { useAdmissionDeposit } from '../api/get-deposit.ts';
import { usePrepayList } from '../api/get-prepay-list.ts';
import { usePayAdmissionDeposit } from '../hooks/use-pay-deposit.ts';
import { useSelfAdmissionTranslation } from '../i18n/index.ts';
import styles from './self-admission.module.css';

const POLL_MS = 3000;
const PRESETS_FEN = [100_000, 300_000, 500_000];
const LinkSchema = z.object({ id: IdSchema, depositId: IdSchema.optional() });

/** /pay/beHospitalizedPay?id=: pay the pre-admission deposit, a preset or a custom amount. */
export function DepositPayPage() {
  const { t } = useSelfAdmissionTranslation();
  return (
    <Page title={t('title.pay')}>
      <RequireLinkParams schema={LinkSchema}>
        {({ id, depositId }) => <DepositPay id={id} depositId={depositId} />}
      </RequireLinkParams>
    </Page>
  );
}

function DepositPay({ id, depositId }: { id: number; depositId?: number }) {
  const notice = useAdmissionNotice(id);
  const [, setSearch] = useSearchParams();
  // The deposit being paid travels in the address, so a cashier's return lands on it.
  const follow = (started: number) =>
    setSearch({ id: String(id), depositId: String(started) }, { replace: true });
  const deposit = useAdmissionDeposit(depositId, POLL_MS);
  return (
    <QueryView query={notice} rows={6}>
      {(data) =>
        deposit.data?.status === 'paid' ? (
          <Paid notice={data} />
        ) : (
          <>
            <Summary notice={data} />
            <AmountForm
              notice={data}
              waiting={deposit.data?.status === 'pending_payment'}
              onStarted={follow}
            />
            <History noticeId={id} />
          </>
        )
      }
    </QueryView>
  );
}

function Summary({ notice }: { notice: AdmissionNotice }) {
  const { t } = useSelfAdmissionTranslation();
  return (
    <section className={styles.banner}>
      <h2 {...hisText}>{notice.ward}</h2>
      <p>
        {t('pay.required', {
          required: formatFen(notice.requiredDepositFen),
          paid: formatFen(notice.paidDepositFen),
        })}
      </p>
    </section>
  );
}

/** What is still owed first, then round amounts; each once. */
const presetsFor = (notice: AdmissionNotice) => {
  const owed = notice.requiredDepositFen - notice.paidDepositFen;
  const first = owed >= ADMISSION_DEPOSIT_MIN_FEN ? [owed] : [];
  return [...new Set([...first, ...PRESETS_FEN])].slice(0, 3);
};

/** Yuan typed by the payer, as fen; null for anything not a plain amount. */
const customFen = (text: string) =>
  /^\d{1,6}(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text) * 100) : null;

function AmountForm({
  notice,
  waiting,
  onStarted,
}: {
  notice: AdmissionNotice;
  waiting: boolean;
  onStarted: (depositId: number) => void;
}) {
  const { t } = useSelfAdmissionTranslation();
  const presets = presetsFor(notice);
  const [chosen, setChosen] = useState<number | 'custom'>(presets[0] ?? PRESETS_FEN[0]!);
  const [custom, setCustom] = useState('');
  const pay = usePayAdmissionDeposit(notice.id, onStarted);
  const amount = chosen === 'custom' ? customFen(custom) : chosen;
  const problem =
    chosen !== 'custom' || custom === ''
      ? null
      : amount === null || amount < ADMISSION_DEPOSIT_MIN_FEN
        ? t('pay.tooLow')
        : amount > ADMISSION_DEPOSIT_MAX_FEN
          ? t('pay.tooHigh')
          : null;
  return (
    <section className={styles.card2} aria-labelledby="deposit-choose">
      <h2 id="deposit-choose" className={styles.cardTitle}>
        {t('pay.choose')}
      </h2>
      <div className={styles.amounts} role="radiogroup" aria-labelledby="deposit-choose">
        {presets.map((fen) => (
          <label key={fen} className={chosen === fen ? styles.amountChosen : styles.amount}>
            <input
              className="covering-input"
              type="radio"
              name="deposit-amount"
              checked={chosen === fen}
              onChange={() => {
                setChosen(fen);
                setCustom('');
              }}
            />
            {formatFen(fen)}
          </label>
        ))}
      </div>
      <div className={chosen === 'custom' ? styles.customChosen : styles.custom}>
        <span className={styles.customLabel} aria-hidden>
          {t('pay.custom')}
        </span>
        <Input
          aria-label={t('pay.custom')}
          placeholder={t('pay.customPlaceholder')}
          inputMode="decimal"
          value={custom}
          onFocus={() => setChosen('custom')}
          onChange={(value) => {
            setChosen('custom');
            setCustom(value);
          }}
          data-testid="deposit-custom"
        />
      </div>
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.footer}>
        {waiting && <p className={styles.muted}>{t('pay.paying')}</p>}
        <PrimaryButton
          disabled={amount === null || problem !== null}
          loading={pay.isPending}
          onClick={() => {
            if (amount !== null) pay.mutate(amount);
          }}
          data-testid="deposit-pay"
        >
          {t('pay.submit')} {amount !== null && !problem ? formatFen(amount) : ''}
        </PrimaryButton>
      </div>
    </section>
  );
}

function History({ noticeId }: { noticeId: number }) {
  const { t } = useSelfAdmissionTranslation();
  const deposits = usePrepayList(noticeId);
  if (!deposits.data || deposits.data.length === 0) return null;
  return (
    <List mode="card" header={t('pay.history')}>
      {deposits.data.map((deposit) => (
        <List.Item
          key={deposit.id}
          description={formatDateTime(deposit.paidAt ?? deposit.createdAt)}
          extra={t(`depositStatus.${deposit.status}`)}
        >
          {formatFen(deposit.amountFen)}
        </List.Item>
      ))}
    </List>
  );
}

/** Paid: where to go, when, and what to bring. */
function Paid({ notice }: { notice: AdmissionNotice }) {
  const { t } = useSelfAdmissionTranslation();
  return (
    <>
      <section className={styles.hero} data-testid="deposit-paid">
        <CheckCircleFill className={styles.paid} aria-hidden />
        <h2>{t('pay.paidTitle')}</h2>
        <p className={styles.muted}>
          {t('pay.paidTips', { date: notice.plannedDate, ward: notice.ward })}
        </p>
      </section>
      <section className={styles.card2} aria-labelledby="deposit-bring">
        <h2 id="deposit-bring" className={styles.cardTitle}>
          {t('pay.bring')}
        </h2>
        <p className={styles.notes}>
          <HisText>{notice.notes}</HisText>
        </p>
      </section>
      <History noticeId={notice.id} />
      <div className={styles.footer}>
        <Link className={styles.linkButton} to={links.admissionNotice(notice.id)} replace>
          {t('pay.back')}
        </Link>
      </div>
    </>
  );
}
