import { SURVEY_TEXT_MAX, surveyField, type SurveyDetail } from '@hospital/contract';
import { Checkbox, Radio, Space, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { showToast } from '../../../components/toast.ts';
import { useAnswerSurvey } from '../api/answer-survey.ts';
import { useSurveysTranslation } from '../i18n/index.ts';
import styles from './survey-form.module.css';
import { HisText, hisText } from '../../../components/his-text.tsx';

type Answers = Record<number, string[]>;

/** The form fields of the answer: `q_<id>` holding option ids (comma-joined) or the text. */
function toForm(survey: SurveyDetail, answers: Answers): Record<string, string> {
  const form: Record<string, string> = {};
  for (const question of survey.questions) {
    const value = (answers[question.id] ?? []).join(',').trim();
    if (value) form[surveyField(question.id)] = value;
  }
  return form;
}

export function SurveyForm({ survey, onDone }: { survey: SurveyDetail; onDone: () => void }) {
  const { t } = useSurveysTranslation();
  const [answers, setAnswers] = useState<Answers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const answer = useAnswerSurvey();
  const set = (id: number, value: string[]) => {
    setAnswers((current) => ({ ...current, [id]: value }));
    setErrors(({ [surveyField(id)]: _answered, ...others }) => others);
  };

  const submit = async () => {
    const missing: Record<string, string> = {};
    for (const question of survey.questions) {
      const value = (answers[question.id] ?? []).join('').trim();
      if (question.required && !value) missing[surveyField(question.id)] = t('form.answerRequired');
    }
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const result = await answer.mutateAsync({ id: survey.id, form: toForm(survey, answers) });
    if (result.ok) {
      showToast(t('form.submitted'));
      onDone();
    } else if (result.status === 409) {
      showToast(t('form.alreadyAnswered'), 'long');
      onDone();
    } else if (result.field) setErrors({ [result.field]: result.msg });
    else showToast(result.msg, 'long');
  };

  return (
    <div className={styles.form}>
      <header className={styles.header} {...hisText}>
        <h2>{survey.title}</h2>
        <p>{survey.description}</p>
      </header>
      {survey.questions.map((question, index) => {
        const value = answers[question.id] ?? [];
        const error = errors[surveyField(question.id)];
        return (
          <section key={question.id} className={styles.question} data-testid="survey-question">
            <h3 className={styles.title}>
              {index + 1}. <HisText>{question.title}</HisText>
              {question.required && <span className={styles.required}>*</span>}
              {question.kind === 'multiple' && <small>{t('form.multiple')}</small>}
            </h3>
            {question.kind === 'single' && (
              <Radio.Group value={value[0]} onChange={(v) => set(question.id, [String(v)])}>
                <Space direction="vertical" block>
                  {question.options.map((option) => (
                    <Radio key={option.id} value={String(option.id)} block>
                      <HisText>{option.label}</HisText>
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            )}
            {question.kind === 'multiple' && (
              <Checkbox.Group value={value} onChange={(v) => set(question.id, v.map(String))}>
                <Space direction="vertical" block>
                  {question.options.map((option) => (
                    <Checkbox key={option.id} value={String(option.id)} block>
                      <HisText>{option.label}</HisText>
                    </Checkbox>
                  ))}
                </Space>
              </Checkbox.Group>
            )}
            {question.kind === 'text' && (
              <TextArea
                value={value[0] ?? ''}
                onChange={(text) => set(question.id, [text])}
                placeholder={t('form.textPlaceholder')}
                maxLength={SURVEY_TEXT_MAX}
                showCount
                rows={3}
                className={styles.text}
              />
            )}
            {error && (
              <p className={styles.error} role="alert">
                {error}
              </p>
            )}
          </section>
        );
      })}
      <div className={styles.actions}>
        <PrimaryButton
          loading={answer.isPending}
          onClick={() => void submit()}
          data-testid="survey-submit"
        >
          {t('form.submit')}
        </PrimaryButton>
      </div>
    </div>
  );
}
