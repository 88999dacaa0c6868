import { IdSchema, type NatPreRecord, type Questionnaire } from '@hospital/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { useNatQuestionnaire } from '../../../api/queries/get-nat-questionnaire.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { HisText } from '../../../components/his-text.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { QuestionnaireForm } from '../../../components/questionnaire-question.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { showToast } from '../../../components/toast.ts';
import { useAnswerSheet } from '../../../hooks/use-answer-sheet.ts';
import { links, paths } from '../../../lib/paths.ts';
import { useCreateNatOrder } from '../api/create-nat-order.ts';
import { useSavePreRecord } from '../api/save-pre-record.ts';
import { useNucleicAcidTranslation } from '../i18n/index.ts';
import styles from './nat-pages.module.css';

const QuestionLinkSchema = z.object({ itemId: IdSchema, patientId: IdSchema });

/**
 * /nucleicAcidQuestion/nucleicAcidQuestion?itemId=&patientId=: the epidemiological
 * questionnaire answered before ordering; calm answers order the test and go to paying,
 * answers that point to risk send the patient to the fever clinic instead.
 */
export function NatQuestionPage() {
  const { t } = useNucleicAcidTranslation();
  const questionnaire = useNatQuestionnaire();
  return (
    <Page title={t('title.question')}>
      <RequireLinkParams schema={QuestionLinkSchema}>
        {(order) => (
          <QueryView query={questionnaire} rows={6}>
            {(loaded) => (
              <QuestionForm
                key={loaded.version}
                questionnaire={loaded}
                order={order}
                onChanged={() => void questionnaire.refetch()}
              />
            )}
          </QueryView>
        )}
      </RequireLinkParams>
    </Page>
  );
}

interface QuestionFormProps {
  questionnaire: Questionnaire;
  order: { itemId: number; patientId: number };
  onChanged: () => void;
}

function QuestionForm({ questionnaire, order, onChanged }: QuestionFormProps) {
  const { t } = useNucleicAcidTranslation();
  const navigate = useNavigate();
  const save = useSavePreRecord();
  const create = useCreateNatOrder();
  const sheet = useAnswerSheet(questionnaire);
  const [risky, setRisky] = useState<NatPreRecord>();
  if (risky) return <RiskNotice record={risky} />;

  const submit = async () => {
    const answers = sheet.check((count) => showToast(t('question.fix', { count })));
    if (!answers) return;
    const saved = await save.mutateAsync({
      patientId: order.patientId,
      version: questionnaire.version,
      answers,
    });
    if (!saved.ok) {
      if (saved.code === 'QUESTIONNAIRE_CHANGED') onChanged();
      const questionId = sheet.fieldQuestion(saved.field);
      if (saved.status === 400 && questionId) sheet.setErrors({ [questionId]: saved.msg });
      showToast(saved.msg, 'long');
      return;
    }
    if (saved.data.risk) {
      setRisky(saved.data);
      return;
    }
    const created = await create.mutateAsync({ ...order, preRecordId: saved.data.id });
    if (created.ok) void navigate(links.nucleicAcidPay(created.data.id), { replace: true });
    else showToast(created.msg, 'long');
  };

  return (
    <QuestionnaireForm
      sheet={sheet}
      testId={(q) => `fever-question-${q.id}`}
      onSubmit={submit}
      actions={
        <div className={styles.actions}>
          <PrimaryButton
            type="submit"
            loading={save.isPending || create.isPending}
            data-testid="nat-question-submit"
          >
            {t('question.submit')}
          </PrimaryButton>
        </div>
      }
    >
      <p className={styles.intro}>{t('question.intro')}</p>
      <h2 className={styles.sheetTitle}>
        <HisText>{questionnaire.title}</HisText>
      </h2>
    </QuestionnaireForm>
  );
}

/** Answers that point to risk: no order; the fever clinic sees the patient first. */
function RiskNotice({ record }: { record: NatPreRecord }) {
  const { t } = useNucleicAcidTranslation();
  return (
    <EmptyState title={t('question.riskTitle')} tips={t('question.riskTips')}>
      <ul className={styles.reasons} data-testid="nat-risk-reasons">
        {record.reasons.map((reason) => (
          <li key={reason.questionId}>
            <HisText>{reason.text}</HisText>
          </li>
        ))}
      </ul>
      <Link className={styles.linkButton} to={paths.feverClinic} replace data-testid="nat-to-fever">
        {t('question.toFever')}
      </Link>
    </EmptyState>
  );
}
