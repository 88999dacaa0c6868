import { IdSchema, type FeverClinic, type FeverRecord } from '@hospital/contract';
import { Button } from 'antd-mobile';
import { CheckCircleFill, ExclamationCircleFill } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { HisMessage } from '../../../components/his-message.tsx';
import { HisText, hisText } from '../../../components/his-text.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { paths } from '../../../lib/paths.ts';
import { useFeverDict } from '../api/get-fever-dict.ts';
import { FEVER_NS, useFeverTranslation } from '../i18n/index.ts';
import styles from './fever.module.css';

const ResultLinkSchema = z.object({ recordId: IdSchema });

/** /FeverResult?recordId=: where the pre-screening sends the patient, and how to get there. */
export function FeverResultPage() {
  const { t } = useFeverTranslation();
  return (
    <Page title={t('title.result')}>
      <RequireLinkParams schema={ResultLinkSchema}>
        {({ recordId }) => <FeverResult recordId={recordId} />}
      </RequireLinkParams>
    </Page>
  );
}

function FeverResult({ recordId }: { recordId: number }) {
  const dict = useFeverDict(recordId);
  return (
    <QueryView query={dict} rows={5}>
      {({ record, clinic }) => record && <Outcome record={record} clinic={clinic} />}
    </QueryView>
  );
}

function Outcome({ record, clinic }: { record: FeverRecord; clinic: FeverClinic }) {
  const { t } = useFeverTranslation();
  const navigate = useNavigate();
  const fever = record.destination === 'fever-clinic';
  return (
    <>
      <section
        className={fever ? `${styles.verdict} ${styles.verdictFever}` : styles.verdict}
        role={fever ? 'alert' : 'status'}
        data-testid="fever-verdict"
      >
        {fever ? (
          <ExclamationCircleFill className={styles.verdictIcon} aria-hidden />
        ) : (
          <CheckCircleFill className={styles.verdictIcon} aria-hidden />
        )}
        <h2 className={styles.verdictTitle}>
          {t(fever ? 'result.feverTitle' : 'result.outpatientTitle')}
        </h2>
        <p className={styles.verdictText}>
          <HisMessage
            ns={FEVER_NS}
            i18nKey={fever ? 'result.feverText' : 'result.outpatientText'}
            values={{ name: record.patientName }}
          />
        </p>
      </section>
      {fever && (
        <>
          <section className={styles.card} aria-labelledby="fever-reasons">
            <h2 id="fever-reasons" className={styles.cardTitle}>
              {t('result.reasons')}
            </h2>
            <ul className={styles.list}>
              {record.reasons.map((reason) => (
                <li key={reason.questionId} {...hisText}>
                  {reason.text}
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.card} aria-labelledby="fever-place">
            <h2 id="fever-place" className={styles.cardTitle}>
              {t('result.place')}
            </h2>
            <p className={styles.place} data-testid="fever-place">
              <HisText>{`${clinic.name} · ${clinic.location}`}</HisText>
            </p>
            {clinic.note && (
              <p className={styles.muted} {...hisText}>
                {clinic.note}
              </p>
            )}
            <h3 className={styles.subTitle}>{t('result.route')}</h3>
            <ol className={styles.steps}>
              {clinic.route.map((step) => (
                <li key={step} {...hisText}>
                  {step}
                </li>
              ))}
            </ol>
            <h3 className={styles.subTitle}>{t('result.bring')}</h3>
            <ul className={styles.list}>
              {clinic.bring.map((item) => (
                <li key={item} {...hisText}>
                  {item}
                </li>
              ))}
            </ul>
            {clinic.phone && (
              <p className={styles.muted}>
                {t('result.phone')} <a href={`tel:${clinic.phone}`}>{clinic.phone}</a>
              </p>
            )}
          </section>
        </>
      )}
      <p className={styles.meta}>
        {t('result.savedAt', {
          time: formatDateTime(record.savedAt),
          version: record.sheet.version,
        })}
      </p>
      <div className={styles.actions}>
        {fever ? (
          <PrimaryButton onClick={() => void navigate(paths.hospitalGuide)}>
            {t('result.map')}
          </PrimaryButton>
        ) : (
          <PrimaryButton onClick={() => void navigate(paths.register)}>
            {t('result.register')}
          </PrimaryButton>
        )}
        <Button block shape="rounded" onClick={() => void navigate(paths.feverClinic)}>
          {t('result.again')}
        </Button>
      </div>
    </>
  );
}
