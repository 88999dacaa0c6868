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
import { ChoiceCards, chosenOf } from './choice-cards.tsx';
import { QuestionFrame } from './question-frame.tsx';
import styles from './question-card.module.css';

interface QuestionnaireQuestionProps {
  question: Question;
  answer: QuestionnaireAnswerValue | undefined;
  onChange: (answer: QuestionnaireAnswerValue | undefined) => void;
  error?: string;
  testId: string;
}

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
    <QuestionFrame
      grouped={grouped}
      inputId={id}
      text={question.text}
      help={question.help}
      required={question.required}
      mark={t(question.required ? 'questionnaire.required' : 'questionnaire.optional')}
      error={error}
      testId={testId}
    >
      {input}
    </QuestionFrame>
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

interface QuestionnaireFormProps extends QuestionnaireQuestionsProps {
  onSubmit: () => Promise<void>;
  /** What the questions follow: a notice, the patient, the questionnaire's title. */
  children: ReactNode;
  /** The submit button, under the questions. */
  actions: ReactNode;
}

/** A questionnaire as a form; the page checks the answers itself, so the browser does not. */
export function QuestionnaireForm({
  sheet,
  testId,
  onSubmit,
  children,
  actions,
}: QuestionnaireFormProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      noValidate
    >
      {children}
      <QuestionnaireQuestions sheet={sheet} testId={testId} />
      {actions}
    </form>
  );
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
