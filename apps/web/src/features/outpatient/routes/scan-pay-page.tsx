import { BillNoSchema, ScanPaySchema, type ScannedBill } from '@hospital/contract';
import { Form, Input, List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ErrorState } from '../../../components/error-state.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { HisText } from '../../../components/his-text.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { showToast } from '../../../components/toast.ts';
import { formatFen } from '../../../lib/money.ts';
import { links } from '../../../lib/paths.ts';
import { useScannedBill } from '../api/get-scanned-bill.ts';
import { useScanPay } from '../api/scan-pay.ts';
import { useOutpatientTranslation } from '../i18n/index.ts';
import styles from '../components/outpatient.module.css';

const LinkSchema = z.object({ billNo: BillNoSchema });

/**
 * /pay/scanPatientpay?billNo=: opened from the QR code printed on a paper bill. The payer
 * proves whose bill it is (name and ID tail, counted against guessing by the server) and
 * pays it without choosing a patient or browsing the bills.
 */
export function ScanPayPage() {
  const { t } = useOutpatientTranslation();
  return (
    <Page title={t('title.scanPay')}>
      <RequireLinkParams schema={LinkSchema}>
        {({ billNo }) => <ScanPay billNo={billNo} />}
      </RequireLinkParams>
    </Page>
  );
}

function ScanPay({ billNo }: { billNo: string }) {
  const bill = useScannedBill(billNo);
  if (bill.isPending) return <ListSkeleton rows={5} />;
  if (bill.isError)
    return <ErrorState message={bill.error.message} onRetry={() => void bill.refetch()} />;
  return (
    <>
      <BillFacts bill={bill.data} />
      {bill.data.status === 'unpaid' ? (
        <IdentityForm billNo={billNo} />
      ) : (
        <Settled bill={bill.data} />
      )}
    </>
  );
}

function BillFacts({ bill }: { bill: ScannedBill }) {
  const { t } = useOutpatientTranslation();
  return (
    <>
      <section className={styles.hero}>
        <span>{t('scan.total')}</span>
        <strong data-testid="scan-total">{formatFen(bill.totalFen)}</strong>
      </section>
      <List mode="card" header={t('scan.bill')}>
        <List.Item extra={bill.billNo}>{t('scan.billNo')}</List.Item>
        <List.Item extra={<HisText>{bill.department}</HisText>}>{t('scan.department')}</List.Item>
        <List.Item extra={bill.visitDate}>{t('scan.visitDate')}</List.Item>
      </List>
    </>
  );
}

function Settled({ bill }: { bill: ScannedBill }) {
  const { t } = useOutpatientTranslation();
  const key =
    bill.status === 'paid'
      ? 'scan.paid'
      : bill.status === 'voided'
        ? 'scan.voided'
        : 'scan.refunded';
  return (
    <p className={styles.intro} data-testid="scan-settled">
      {t(key)}
    </p>
  );
}

type Field = 'name' | 'idTail';

function IdentityForm({ billNo }: { billNo: string }) {
  const { t } = useOutpatientTranslation();
  const navigate = useNavigate();
  const scan = useScanPay();
  const [values, setValues] = useState({ name: '', idTail: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = async () => {
    const parsed = ScanPaySchema.safeParse({ billNo, ...values });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    const result = await scan.mutateAsync(parsed.data);
    if (!result.ok) {
      showToast(result.msg, 'long');
      return;
    }
    void navigate(links.outpatientPatientPay(result.data.id), { replace: true });
  };

  const field = (key: Field) => ({
    value: values[key],
    onChange: (value: string) => setValues((now) => ({ ...now, [key]: value })),
  });

  return (
    <>
      <p className={styles.intro}>{t('scan.intro')}</p>
      <Form layout="horizontal" mode="card">
        <FormField label={t('scan.name')} error={errors.name}>
          <Input
            {...field('name')}
            placeholder={t('scan.namePlaceholder')}
            aria-label={t('scan.name')}
            data-testid="scan-name"
            clearable
          />
        </FormField>
        <FormField label={t('scan.idTail')} error={errors.idTail}>
          <Input
            {...field('idTail')}
            placeholder={t('scan.idTailPlaceholder')}
            aria-label={t('scan.idTail')}
            data-testid="scan-id-tail"
            maxLength={4}
          />
        </FormField>
      </Form>
      <div className={styles.actions}>
        <PrimaryButton
          loading={scan.isPending}
          onClick={() => void submit()}
          data-testid="scan-submit"
        >
          {t('scan.submit')}
        </PrimaryButton>
      </div>
    </>
  );
}
