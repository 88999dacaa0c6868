import type { PrecheckForm, RedFlagHit } from '@hospital/contract';
import { Button, NoticeBar } from 'antd-mobile';
import { ExclamationCircleFill } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { Page } from '../../../../components/page.tsx';
import { PrimaryButton } from '../../../../components/primary-button.tsx';
import { formatDateTime } from '../../../../lib/date.ts';
import { links } from '../../../../lib/paths.ts';
import { divertTo } from '../../diversion/divert-to.ts';
import { PrecheckFormView } from '../components/precheck-form-view.tsx';
import { VisitSummary } from '../components/visit-summary.tsx';
import { usePreDiagnosisTranslation } from '../i18n/index.ts';
import styles from './pre-diagnosis-pages.module.css';
import { HisText, hisText } from '../../../../components/his-text.tsx';

/** /preDiagnosis/preDiagnosisResult?appointmentId=: the summary the doctor reads before the visit. */
export function DiagnosisResultPage() {
  const { t } = usePreDiagnosisTranslation();
  return (
    <Page title={t('title.result')}>
      <PrecheckFormView>{(form) => <DiagnosisResult form={form} />}</PrecheckFormView>
    </Page>
  );
}

function DiagnosisResult({ form }: { form: PrecheckForm }) {
  const { t } = usePreDiagnosisTranslation();
  const navigate = useNavigate();
  const { record, editable } = form;
  const edit = () => void navigate(links.preDiagnosisPersonInput(form.visit.appointmentId));
  return (
    <>
      <VisitSummary form={form} />
      {!record ? (
        <EmptyState tips={t(editable ? 'result.notFilled' : 'error.closed')}>
          {editable && (
            <Button color="primary" shape="rounded" onClick={edit}>
              {t('result.fill')}
            </Button>
          )}
        </EmptyState>
      ) : (
        <>
          {record.redFlag && <RedFlagWarning redFlag={record.redFlag} />}
          <section className={styles.card} aria-labelledby="precheck-summary">
            <h2 id="precheck-summary" className={styles.cardTitle}>
              {t('result.heading')}
            </h2>
            <dl className={styles.summary} data-testid="precheck-summary">
              {record.summary.map((line) => (
                <div key={line.question}>
                  <dt {...hisText}>{line.label}</dt>
                  <dd {...hisText}>{line.answer}</dd>
                </div>
              ))}
            </dl>
            <p className={styles.muted}>
              {t('result.doctorNote')}
              {editable && t('result.editableNote')}
            </p>
          </section>
          <p className={styles.meta}>
            <span>{t('result.version', { version: record.version })}</span>
            <span>{t('result.savedAt', { time: formatDateTime(record.savedAt) })}</span>
          </p>
          {editable ? (
            <div className={styles.actions}>
              <PrimaryButton onClick={edit} data-testid="precheck-edit">
                {t('result.edit')}
              </PrimaryButton>
            </div>
          ) : (
            <NoticeBar className={styles.notice} content={t('result.readOnly')} color="info" />
          )}
        </>
      )}
    </>
  );
}

/** A saved answer that raised a red flag: the patient is told again, before anything else. */
function RedFlagWarning({ redFlag }: { redFlag: RedFlagHit }) {
  const { t } = usePreDiagnosisTranslation();
  const navigate = useNavigate();
  return (
    <section className={styles.redFlag} role="alert" data-testid="precheck-red-flag">
      <h2 className={styles.redFlagTitle}>
        <ExclamationCircleFill aria-hidden />
        {t('result.redFlagTitle')} · <HisText>{redFlag.name}</HisText>
      </h2>
      <p className={styles.redFlagText} {...hisText}>
        {redFlag.advice}
      </p>
      <button
        type="button"
        className={styles.redFlagLink}
        onClick={() => divertTo(navigate, redFlag)}
      >
        {t('result.redFlagLink')}
      </button>
    </section>
  );
}
