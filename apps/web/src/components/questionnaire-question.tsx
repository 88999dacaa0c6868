import {
  TEMPERATURE_MAX,
  TEMPERATURE_MIN,
  TEXT_ANSWER_MAX,
  type QuestionnaireAnswerValue,
  type QuestionnaireQuestion as Question,
} from '@hospital/contract';
import { Input, TextArea } from 'antd-mobile';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerSheet } from '../hooks/use-answer-sheet.ts';
import { ChoiceCards } from './choice-cards.tsx';
import { FieldError } from './field-error.tsx';
import { HisText, hisText } from './his-text.tsx';
import styles from './question-card.module.css';

interface QuestionnaireQuestionProps {
  question: Question;
  answer: QuestionnaireAnswerValue | undefined;
  onChange: (answer: QuestionnaireAnswerValue | undefined) => void;
  error?: string;
  testId: string;
}

const chosenOf = (answer: QuestionnaireAnswerValue | undefined) =>
  Array.isArray(answer) ? answer : typeof answer === 'string' ? [answer] : [];

/**
 * One question of a hospital questionnaire (fever clinic, nucleic-acid test, health
 * declaration) as its kind asks to be answered, with its required mark, help and problem.
 */
export function QuestionnaireQuestion({
  question,
  answer,
  onChange,
  error,
  testId,
}: QuestionnaireQuestionProps) {
  const { t } = useTranslation();
  const id = useId();
  const grouped = question.kind === 'single' || question.kind === 'multi';
  const Frame = grouped ? 'fieldset' : 'div';
  const Title = grouped ? 'legend' : 'label';
  let input: ReactNode;
  if (grouped)
    input = (
      <ChoiceCards
        multiple={question.kind === 'multi'}
        options={question.options}
        chosen={chosenOf(answer)}
        onChange={(values) =>
          onChange(question.kind === 'single' ? values[0] : values.length > 0 ? values : undefined)
        }
      />
    );
  else if (question.kind === 'text')
    input = (
      <TextArea
        id={id}
        className={styles.text}
        value={typeof answer === 'string' ? answer : ''}
        onChange={(text) => onChange(text === '' ? undefined : text)}
        placeholder={t('questionnaire.textPlaceholder')}
        maxLength={TEXT_ANSWER_MAX}
        showCount
        rows={2}
      />
    );
  else input = <Temperature id={id} answer={answer} onChange={onChange} />;
  return (
    <Frame
      className={error ? `${styles.question} ${styles.invalid}` : styles.question}
      data-testid={testId}
      data-question={question.id}
    >
      <Title className={styles.title} {...(!grouped && { htmlFor: id })}>
        <HisText>{question.text}</HisText>
        <span className={question.required ? styles.required : styles.optional}>
          {t(question.required ? 'questionnaire.required' : 'questionnaire.optional')}
        </span>
      </Title>
      {question.help && (
        <p className={styles.help} {...hisText}>
          {question.help}
        </p>
      )}
      {input}
      {error && <FieldError message={error} />}
    </Frame>
  );
}

interface QuestionnaireQuestionsProps {
  sheet: Pick<AnswerSheet, 'shown' | 'answers' | 'errors' | 'answer'>;
  /** Each question's test id, as the page's tests know it. */
  testId: (question: Question) => string;
}

/** The questions a sheet shows now; a follow-up appears the moment its answer is given. */
export function QuestionnaireQuestions({ sheet, testId }: QuestionnaireQuestionsProps) {
  return sheet.shown.map((question) => (
    <QuestionnaireQuestion
      key={question.id}
      testId={testId(question)}
      question={question}
      answer={sheet.answers[question.id]}
      onChange={(value) => sheet.answer(question.id, value)}
      error={sheet.errors[question.id]}
    />
  ));
}

interface TemperatureProps {
  id: string;
  answer: QuestionnaireAnswerValue | undefined;
  onChange: (answer: number | undefined) => void;
}

/** A temperature in °C; what is not yet a number is not an answer. */
function Temperature({ id, answer, onChange }: TemperatureProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(typeof answer === 'number' ? String(answer) : '');
  return (
    <>
      <div className={styles.number}>
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          placeholder={t('questionnaire.temperaturePlaceholder')}
          value={draft}
          onChange={(text) => {
            setDraft(text);
            const value = Number(text);
            onChange(text.trim() === '' || !Number.isFinite(value) ? undefined : value);
          }}
        />
        <span className={styles.unit}>℃</span>
      </div>
      <p className={styles.help}>
        {t('questionnaire.temperatureRange', {
          min: TEMPERATURE_MIN.toFixed(1),
          max: TEMPERATURE_MAX.toFixed(1),
        })}
      </p>
    </>
  );
}
