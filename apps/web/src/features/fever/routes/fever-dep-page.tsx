import type { Questionnaire } from '@hospital/contract';
import { Button } from 'antd-mobile';
import { ExclamationCircleFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePatients } from '../../../api/queries/find-patient.ts';
import { CapsuleChoice } from '../../../components/capsule-choice.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { HisText, hisText } from '../../../components/his-text.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { QuestionnaireForm } from '../../../components/questionnaire-question.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { showToast } from '../../../components/toast.ts';
import { useAnswerSheet } from '../../../hooks/use-answer-sheet.ts';
import { links, paths } from '../../../lib/paths.ts';
import { useFeverDict } from '../api/get-fever-dict.ts';
import { useSaveFever } from '../api/save-fever.ts';
import { useFeverTranslation } from '../i18n/index.ts';
import styles from './fever.module.css';

/** /FeverDep: the fever clinic's pre-screening, answered for one of the account's patients. */
export function FeverDepPage() {
  const { t } = useFeverTranslation();
  const dict = useFeverDict();
  const patients = usePatients();
  const navigate = useNavigate();
  return (
    <Page title={t('title.questionnaire')}>
      <section className={styles.intro}>
        <ExclamationCircleFill className={styles.introIcon} aria-hidden />
        <div>
          <h2 className={styles.introHeading}>{t('intro.heading')}</h2>
          <p className={styles.introText}>{t('intro.text')}</p>
        </div>
      </section>
      <QueryView query={patients} rows={2}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t('patient.none')} tips={t('patient.noneHint')}>
              <Button
                color="primary"
                shape="rounded"
                onClick={() => void navigate(paths.addPatient)}
              >
                {t('patient.add')}
              </Button>
            </EmptyState>
          ) : (
            <QueryView query={dict} rows={6}>
              {({ questionnaire }) => (
                <FeverForm
                  key={questionnaire.version}
                  questionnaire={questionnaire}
                  patients={list}
                  onChanged={() => void dict.refetch()}
                />
              )}
            </QueryView>
          )
        }
      </QueryView>
    </Page>
  );
}

interface FeverFormProps {
  questionnaire: Questionnaire;
  patients: readonly { id: number; name: string; isDefault: boolean }[];
  /** The questions changed since the page loaded: fetch them again. */
  onChanged: () => void;
}

function FeverForm({ questionnaire, patients, onChanged }: FeverFormProps) {
  const { t } = useFeverTranslation();
  const navigate = useNavigate();
  const save = useSaveFever();
  const [patientId, setPatientId] = useState(
    String((patients.find((p) => p.isDefault) ?? patients[0])!.id),
  );
  const sheet = useAnswerSheet(questionnaire);

  const submit = async () => {
    const answers = sheet.check((count) => showToast(t('fixProblems', { count })));
    if (!answers) return;
    const result = await save.mutateAsync({
      patientId: Number(patientId),
      version: questionnaire.version,
      answers,
    });
    if (result.ok) {
      void navigate(links.feverResult(result.data.record.id), { replace: true });
      return;
    }
    if (result.code === 'QUESTIONNAIRE_CHANGED') {
      showToast(t('changed'), 'long');
      onChanged();
      return;
    }
    const questionId = sheet.fieldQuestion(result.field);
    if (result.status === 400 && questionId) sheet.setErrors({ [questionId]: result.msg });
    showToast(result.msg);
  };

  return (
    <QuestionnaireForm
      sheet={sheet}
      testId={(q) => `fever-question-${q.id}`}
      onSubmit={submit}
      actions={
        <div className={styles.actions}>
          <PrimaryButton type="submit" loading={save.isPending} data-testid="fever-submit">
            {t('submit')}
          </PrimaryButton>
        </div>
      }
    >
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('patient.label')}</h2>
        <CapsuleChoice
          label={t('patient.label')}
          options={patients.map((p) => ({
            value: String(p.id),
            label: <HisText>{p.name}</HisText>,
          }))}
          value={patientId}
          onChange={setPatientId}
        />
      </section>
      <h2 className={styles.sheetTitle} {...hisText}>
        {questionnaire.title}
      </h2>
    </QuestionnaireForm>
  );
}
