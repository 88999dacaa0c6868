import {
  InpatientSchema,
  visibleQuestions,
  type HealthKind,
  type Questionnaire,
  type QuestionnaireAnswers,
  type QuestionnaireAnswerValue,
} from '@hospital/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { showToast } from '../../../components/toast.ts';
import { links } from '../../../lib/paths.ts';
import { healthKeys } from '../api/keys.ts';
import { useSaveHealthRecord } from '../api/save-health-record.ts';
import { useHealthTranslation } from '../i18n/index.ts';
import styles from './health-form.module.css';
import { EMPTY_INPATIENT, InpatientFields, type InpatientDraft } from './inpatient-fields.tsx';
import { QuestionnaireFields } from './questionnaire-fields.tsx';

interface HealthFormProps {
  kind: HealthKind;
  patientId: number;
  questionnaire: Questionnaire;
}

const isBlank = (value: QuestionnaireAnswerValue | undefined) =>
  value === undefined || (Array.isArray(value) ? value.length === 0 : String(value).trim() === '');

/** Only what the patient can still see is sent: an answer its condition now hides is dropped. */
function shownAnswers(questionnaire: Questionnaire, answers: QuestionnaireAnswers) {
  const shown: QuestionnaireAnswers = {};
  for (const question of visibleQuestions(questionnaire.questions, answers)) {
    const value = answers[question.id];
    if (!isBlank(value)) shown[question.id] = value!;
  }
  return shown;
}

/** The declaration: the carer's inpatient first, then the questionnaire, then the pledge. */
export function HealthForm({ kind, patientId, questionnaire }: HealthFormProps) {
  const { t } = useHealthTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveHealthRecord();
  const [answers, setAnswers] = useState<QuestionnaireAnswers>({});
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [inpatient, setInpatient] = useState<InpatientDraft>(EMPTY_INPATIENT);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const answer = (id: string, value: QuestionnaireAnswerValue | undefined, text?: string) => {
    setAnswers(({ [id]: _old, ...others }) =>
      value === undefined ? others : { ...others, [id]: value },
    );
    if (text !== undefined) setTyped((current) => ({ ...current, [id]: text }));
    setErrors(({ [id]: _answered, ...others }) => others);
  };

  const check = () => {
    const problems: Record<string, string> = {};
    for (const question of visibleQuestions(questionnaire.questions, answers)) {
      if (question.required && isBlank(answers[question.id])) {
        problems[question.id] = t('form.answerRequired');
      }
    }
    if (kind === 'carer') {
      const parsed = InpatientSchema.safeParse(inpatient);
      for (const issue of parsed.error?.issues ?? []) {
        problems[`inpatient.${String(issue.path[0])}`] ??= issue.message;
      }
    }
    return problems;
  };

  const submit = async () => {
    const problems = check();
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      showToast(Object.values(problems)[0]!);
      return;
    }
    const result = await save.mutateAsync({
      patientId,
      kind,
      version: questionnaire.version,
      answers: shownAnswers(questionnaire, answers),
      ...(kind === 'carer' && { inpatient: InpatientSchema.parse(inpatient) }),
    });
    if (result.ok) {
      void navigate(links.newCrownComplete(result.data.id), { replace: true });
    } else if (result.status === 409) {
      showToast(t('form.changed'), 'long');
      void queryClient.invalidateQueries({ queryKey: healthKeys.questionnaire(kind) });
    } else {
      if (result.field) setErrors({ [result.field]: result.msg });
      showToast(result.msg, 'long');
    }
  };

  return (
    <div className={styles.form}>
      {kind === 'carer' && (
        <InpatientFields
          value={inpatient}
          errors={errors}
          onChange={(value) => {
            setInpatient(value);
            setErrors(
              ({ 'inpatient.name': _n, 'inpatient.ward': _w, 'inpatient.bed': _b, ...others }) =>
                others,
            );
          }}
        />
      )}
      <QuestionnaireFields
        questionnaire={questionnaire}
        answers={answers}
        typed={typed}
        errors={errors}
        onAnswer={answer}
      />
      <p className={styles.honest}>{t('form.honest')}</p>
      <div className={styles.actions}>
        <PrimaryButton
          loading={save.isPending}
          onClick={() => void submit()}
          data-testid="health-submit"
        >
          {t('form.submit')}
        </PrimaryButton>
      </div>
    </div>
  );
}
