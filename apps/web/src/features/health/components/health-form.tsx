import { InpatientSchema, type HealthKind, type Questionnaire } from '@hospital/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { QuestionnaireQuestions } from '../../../components/questionnaire-question.tsx';
import { showToast } from '../../../components/toast.ts';
import { useAnswerSheet } from '../../../hooks/use-answer-sheet.ts';
import { links } from '../../../lib/paths.ts';
import { healthKeys } from '../api/keys.ts';
import { useSaveHealthRecord } from '../api/save-health-record.ts';
import { useHealthTranslation } from '../i18n/index.ts';
import styles from './health-form.module.css';
import { EMPTY_INPATIENT, InpatientFields, type InpatientDraft } from './inpatient-fields.tsx';

interface HealthFormProps {
  kind: HealthKind;
  patientId: number;
  questionnaire: Questionnaire;
}

/** The declaration: the carer's inpatient first, then the questionnaire, then the pledge. */
export function HealthForm({ kind, patientId, questionnaire }: HealthFormProps) {
  const { t } = useHealthTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveHealthRecord();
  const sheet = useAnswerSheet(questionnaire);
  const [inpatient, setInpatient] = useState<InpatientDraft>(EMPTY_INPATIENT);

  /** Every problem at once, a missing answer in the declaration's own words. */
  const check = () => {
    const { answers, problems } = sheet.judge((problem) =>
      problem.code === 'missing' ? t('form.answerRequired') : problem.message,
    );
    if (kind === 'carer') {
      const parsed = InpatientSchema.safeParse(inpatient);
      for (const issue of parsed.error?.issues ?? []) {
        problems[`inpatient.${String(issue.path[0])}`] ??= issue.message;
      }
    }
    return { answers, problems };
  };

  const submit = async () => {
    const { answers, problems } = check();
    sheet.setErrors(problems);
    if (Object.keys(problems).length > 0) {
      showToast(Object.values(problems)[0]!);
      return;
    }
    const result = await save.mutateAsync({
      patientId,
      kind,
      version: questionnaire.version,
      answers,
      ...(kind === 'carer' && { inpatient: InpatientSchema.parse(inpatient) }),
    });
    if (result.ok) {
      void navigate(links.newCrownComplete(result.data.id), { replace: true });
    } else if (result.status === 409) {
      showToast(t('form.changed'), 'long');
      void queryClient.invalidateQueries({ queryKey: healthKeys.questionnaire(kind) });
    } else {
      const field = sheet.fieldQuestion(result.field) ?? result.field;
      if (field) sheet.setErrors({ [field]: result.msg });
      showToast(result.msg, 'long');
    }
  };

  return (
    <div className={styles.form}>
      {kind === 'carer' && (
        <InpatientFields
          value={inpatient}
          errors={sheet.errors}
          onChange={(value) => {
            setInpatient(value);
            sheet.setErrors(
              ({ 'inpatient.name': _n, 'inpatient.ward': _w, 'inpatient.bed': _b, ...others }) =>
                others,
            );
          }}
        />
      )}
      <QuestionnaireQuestions sheet={sheet} testId={() => 'health-question'} />
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
