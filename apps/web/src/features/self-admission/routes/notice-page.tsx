import { IdParamsSchema, type AdmissionNotice } from '@hospital/contract';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { HisText, hisText } from '../../../components/his-text.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { maskName } from '../../../lib/mask.ts';
import { formatFen } from '../../../lib/money.ts';
import { links } from '../../../lib/paths.ts';
import { isMaskingHost } from '../../../platform/host.ts';
import { useAdmissionNotice } from '../api/get-admission-notice.ts';
import { AdmissionStatusTag } from '../components/notice-card.tsx';
import { useSelfAdmissionTranslation } from '../i18n/index.ts';
import styles from './self-admission.module.css';

/** /selfBeHospitalizedPages/notice?id=: the ward's notice, then the next step. */
export function NoticePage() {
  const { t } = useSelfAdmissionTranslation();
  return (
    <Page title={t('title.notice')}>
      <RequireLinkParams schema={IdParamsSchema}>
        {({ id }) => <Notice id={id} />}
      </RequireLinkParams>
    </Page>
  );
}

function Notice({ id }: { id: number }) {
  const { t } = useSelfAdmissionTranslation();
  const notice = useAdmissionNotice(id);
  return (
    <QueryView query={notice} rows={8}>
      {(data) => (
        <>
          <NoticeFacts notice={data} />
          <section className={styles.card2} aria-labelledby="admission-bring">
            <h2 id="admission-bring" className={styles.cardTitle}>
              {t('notice.bring')}
            </h2>
            <p className={styles.notes} {...hisText} data-testid="admission-notes">
              {data.notes}
            </p>
          </section>
          <NextStep notice={data} />
        </>
      )}
    </QueryView>
  );
}

/** Where, when and with whom, as the ward wrote it. */
export function NoticeFacts({ notice }: { notice: AdmissionNotice }) {
  const { t } = useSelfAdmissionTranslation();
  return (
    <>
      <section className={styles.banner}>
        <h2 {...hisText}>{notice.ward}</h2>
        <p>
          {t('notice.planned')} {notice.plannedDate}
        </p>
      </section>
      <List mode="card">
        <List.Item extra={<AdmissionStatusTag status={notice.status} />}>
          <HisText>{maskName(notice.patientName, isMaskingHost())}</HisText>
        </List.Item>
        <List.Item extra={<HisText>{notice.department}</HisText>}>
          {t('notice.department')}
        </List.Item>
        <List.Item extra={notice.bed ? <HisText>{notice.bed}</HisText> : t('notice.bedPending')}>
          {t('notice.bed')}
        </List.Item>
        <List.Item extra={<HisText>{notice.doctor}</HisText>}>{t('notice.doctor')}</List.Item>
        {notice.diagnosis && (
          <List.Item extra={<HisText>{notice.diagnosis}</HisText>}>
            {t('notice.diagnosis')}
          </List.Item>
        )}
        <List.Item extra={formatFen(notice.requiredDepositFen)}>{t('notice.required')}</List.Item>
        <List.Item extra={formatFen(notice.paidDepositFen)}>{t('notice.paid')}</List.Item>
      </List>
    </>
  );
}

function NextStep({ notice }: { notice: AdmissionNotice }) {
  const { t } = useSelfAdmissionTranslation();
  const navigate = useNavigate();
  if (notice.status === 'admitted' || notice.status === 'cancelled')
    return <p className={styles.tip}>{t('notice.closed')}</p>;
  return (
    <>
      {notice.status === 'ready' && <p className={styles.done}>{t('notice.ready')}</p>}
      <div className={styles.footer}>
        {notice.status === 'awaiting_details' ? (
          <PrimaryButton
            data-testid="admission-agree"
            onClick={() => void navigate(links.admissionInfo(notice.id))}
          >
            {t('notice.agree')}
          </PrimaryButton>
        ) : (
          <PrimaryButton
            fill={notice.status === 'ready' ? 'outline' : 'solid'}
            data-testid="admission-to-pay"
            onClick={() => void navigate(links.admissionPay(notice.id))}
          >
            {t('notice.toPay')}
          </PrimaryButton>
        )}
      </div>
    </>
  );
}
