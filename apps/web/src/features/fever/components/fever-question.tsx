import {
  TEMPERATURE_MAX,
  TEMPERATURE_MIN,
  TEXT_ANSWER_MAX,
  type QuestionnaireAnswerValue,
  type QuestionnaireQuestion,
} from '@hospital/contract';
import { Input, TextArea } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useId, useState } from 'react';
import { FieldError } from '../../../components/field-error.tsx';
import { HisText, hisText } from '../../../components/his-text.tsx';
import { useFeverTranslation } from '../i18n/index.ts';
import styles from './fever-question.module.css';

interface FeverQuestionProps {
  question: QuestionnaireQuestion;
  answer: QuestionnaireAnswerValue | undefined;
  onChange: (answer: QuestionnaireAnswerValue | undefined) => void;
  error?: string;
}

const chosenOf = (answer: QuestionnaireAnswerValue | undefined) =>
  Array.isArray(answer) ? answer : typeof answer === 'string' ? [answer] : [];

/** One question as its kind asks to be answered, with its required mark, help and problem. */
export function FeverQuestion({ question, answer, onChange, error }: FeverQuestionProps) {
  const { t } = useFeverTranslation();
  const id = useId();
  const grouped = question.kind === 'single' || question.kind === 'multi';
  const Frame = grouped ? 'fieldset' : 'div';
  const Title = grouped ? 'legend' : 'label';
  return (
    <Frame
      className={error ? `${styles.question} ${styles.invalid}` : styles.question}
      data-testid={`fever-question-${question.id}`}
    >
      <Title className={styles.title} {...(!grouped && { htmlFor: id })}>
        <HisText>{question.text}</HisText>
        <span className={question.required ? styles.required : styles.optional}>
          {t(question.required ? 'question.required' : 'question.optional')}
        </span>
      </Title>
      {question.help && (
        <p className={styles.help} {...hisText}>
          {question.help}
        </p>
      )}
      {grouped && (
        <Choices
          question={question}
          chosen={chosenOf(answer)}
          onChange={(values) =>
            onChange(
              question.kind === 'single' ? values[0] : values.length > 0 ? values : undefined,
            )
          }
        />
      )}
      {question.kind === 'text' && (
        <TextArea
          id={id}
          className={styles.text}
          value={typeof answer === 'string' ? answer : ''}
          onChange={(text) => onChange(text === '' ? undefined : text)}
          placeholder={t('question.textPlaceholder')}
          maxLength={TEXT_ANSWER_MAX}
          showCount
          rows={2}
        />
      )}
      {question.kind === 'temperature' && (
        <Temperature id={id} answer={answer} onChange={onChange} />
      )}
      {error && <FieldError message={error} />}
    </Frame>
  );
}

interface ChoicesProps {
  question: QuestionnaireQuestion;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}

/**
 * Options as cards large enough for a finger, native radios or checkboxes underneath. A
 * risk option is not marked: the patient answers what is true, the server judges.
 */
function Choices({ question, chosen, onChange }: ChoicesProps) {
  const name = useId();
  const multiple = question.kind === 'multi';
  const toggle = (value: string) =>
    onChange(
      !multiple
        ? [value]
        : chosen.includes(value)
          ? chosen.filter((each) => each !== value)
          : question.options
              .map((option) => option.value)
              .filter((each) => each === value || chosen.includes(each)),
    );
  return (
    <div className={styles.cards}>
      {question.options.map((option) => {
        const on = chosen.includes(option.value);
        return (
          <label
            key={option.value}
            className={on ? `${styles.choice} ${styles.on}` : styles.choice}
          >
            <input
              className="covering-input"
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.value}
              checked={on}
              onChange={() => toggle(option.value)}
            />
            <span className={styles.choiceLabel} {...hisText}>
              {option.label}
            </span>
            {on && <CheckCircleFill className={styles.tick} aria-hidden />}
          </label>
        );
      })}
    </div>
  );
}

interface TemperatureProps {
  id: string;
  answer: QuestionnaireAnswerValue | undefined;
  onChange: (answer: number | undefined) => void;
}

/** A temperature in °C; what is not yet a number is not an answer. */
function Temperature({ id, answer, onChange }: TemperatureProps) {
  const { t } = useFeverTranslation();
  const [draft, setDraft] = useState(typeof answer === 'number' ? String(answer) : '');
  return (
    <>
      <div className={styles.number}>
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          placeholder={t('question.temperaturePlaceholder')}
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
        {t('question.temperatureRange', {
          min: TEMPERATURE_MIN.toFixed(1),
          max: TEMPERATURE_MAX.toFixed(1),
        })}
      </p>
    </>
  );
}
