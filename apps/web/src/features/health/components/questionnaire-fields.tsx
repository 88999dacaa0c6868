import {
  visibleQuestions,
  type Questionnaire,
  type QuestionnaireAnswers,
  type QuestionnaireAnswerValue,
} from '@hospital/contract';
import { Checkbox, Input, Radio, Space } from 'antd-mobile';
import { HisText } from '../../../components/his-text.tsx';
import { useHealthTranslation } from '../i18n/index.ts';
import styles from './health-form.module.css';

interface QuestionnaireFieldsProps {
  questionnaire: Questionnaire;
  answers: QuestionnaireAnswers;
  /** Temperatures as typed, kept apart so "37." stays in the box while the number is read. */
  typed: Record<string, string>;
  errors: Record<string, string>;
  onAnswer: (id: string, value: QuestionnaireAnswerValue | undefined, typed?: string) => void;
}

/** The questions the hospital's dictionaries hold, each shown once its condition is met. */
export function QuestionnaireFields({
  questionnaire,
  answers,
  typed,
  errors,
  onAnswer,
}: QuestionnaireFieldsProps) {
  const { t } = useHealthTranslation();
  return visibleQuestions(questionnaire.questions, answers).map((question, index) => {
    const value = answers[question.id];
    const error = errors[question.id];
    const titleId = `health-q-${question.id}`;
    return (
      <section
        key={question.id}
        className={styles.card}
        aria-labelledby={titleId}
        data-testid="health-question"
        data-question={question.id}
      >
        <h3 className={styles.question} id={titleId}>
          {index + 1}. <HisText>{question.text}</HisText>
          {question.required && <span className={styles.required}>*</span>}
          {question.kind === 'multi' && <small>{t('form.multi')}</small>}
        </h3>
        {question.help && <p className={styles.help}>{question.help}</p>}
        {question.kind === 'single' && (
          <Radio.Group
            value={typeof value === 'string' ? value : undefined}
            onChange={(chosen) => onAnswer(question.id, String(chosen))}
          >
            <Space direction="vertical" block>
              {question.options.map((option) => (
                <Radio key={option.value} value={option.value} block>
                  <HisText>{option.label}</HisText>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        )}
        {question.kind === 'multi' && (
          <Checkbox.Group
            value={Array.isArray(value) ? value : []}
            onChange={(chosen) => onAnswer(question.id, chosen.map(String))}
          >
            <Space direction="vertical" block>
              {question.options.map((option) => (
                <Checkbox key={option.value} value={option.value} block>
                  <HisText>{option.label}</HisText>
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        )}
        {question.kind === 'text' && (
          <Input
            className={styles.input}
            aria-labelledby={titleId}
            value={typeof value === 'string' ? value : ''}
            placeholder={t('form.text')}
            onChange={(text) => onAnswer(question.id, text || undefined)}
          />
        )}
        {question.kind === 'temperature' && (
          <div className={styles.temperature}>
            <Input
              className={styles.input}
              aria-labelledby={titleId}
              inputMode="decimal"
              value={typed[question.id] ?? ''}
              placeholder={t('form.temperature')}
              onChange={(text) => {
                const number = Number(text);
                onAnswer(question.id, text && Number.isFinite(number) ? number : undefined, text);
              }}
            />
            <span aria-hidden>{t('form.unit')}</span>
          </div>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </section>
    );
  });
}
