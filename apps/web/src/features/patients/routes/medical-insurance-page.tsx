import { IdParamsSchema } from '@hospital/contract';
import { List, Result } from 'antd-mobile';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { maskName } from '../../../lib/mask.ts';
import { isMaskingHost } from '../../../platform/host.ts';
import { useHealthCareVoucher } from '../api/get-health-care-voucher.ts';
import { usePatient } from '../api/get-patient.ts';
import { InsuranceCardForm } from '../components/insurance-card-form.tsx';
import { usePatientsTranslation } from '../i18n/index.ts';
import styles from './patient-pages.module.css';
import { HisText } from '../../../components/his-text.tsx';

/** /patientManager/submitMedicalInsurance?id=: a patient's medical-insurance card. */
export function MedicalInsurancePage() {
  const { t } = usePatientsTranslation();
  return (
    <Page title={t('title.insurance')}>
      <RequireLinkParams schema={IdParamsSchema}>
        {({ id }) => <MedicalInsurance id={id} />}
      </RequireLinkParams>
    </Page>
  );
}

function MedicalInsurance({ id }: { id: number }) {
  const { t } = usePatientsTranslation();
  const patient = usePatient(id);
  const voucher = useHealthCareVoucher(id);
  if (patient.isPending || voucher.isPending) return <ListSkeleton rows={3} />;
  if (patient.isError || voucher.isError) {
    const retry = () => void Promise.all([patient.refetch(), voucher.refetch()]);
    return <ErrorState message={(patient.error ?? voucher.error)?.message} onRetry={retry} />;
  }
  const { bound, insuranceCardNo, voucherStatus } = voucher.data;
  return (
    <>
      <div className={styles.card} data-testid="insurance-state">
        <Result
          status={bound ? 'success' : 'info'}
          title={bound ? t('insurance.boundTitle') : t('insurance.unboundTitle')}
          description={t('insurance.hint')}
        />
        <List>
          <List.Item extra={<HisText>{maskName(patient.data.name, isMaskingHost())}</HisText>}>
            {t('field.name')}
          </List.Item>
          {insuranceCardNo && (
            <List.Item extra={<span data-testid="insurance-card-no">{insuranceCardNo}</span>}>
              {t('field.insuranceCardNo')}
            </List.Item>
          )}
          <List.Item
            extra={
              voucherStatus === 'ACTIVE' ? t('detail.insuranceBound') : t('detail.insuranceUnbound')
            }
          >
            {t('insurance.voucher')}
          </List.Item>
        </List>
      </div>
      <InsuranceCardForm patient={patient.data} bound={bound} />
    </>
  );
}
