import type { GuidanceSymptom, Question, TriageAnswer } from '@hospital/contract';
import { Input, TextArea } from 'antd-mobile';
import { useId, useState } from 'react';
import { QuestionFrame } from '../../../../components/question-frame.tsx';
import { PRE_DIAGNOSIS_NS, usePreDiagnosisTranslation } from '../i18n/index.ts';
import { ChoiceCards, chosenOf } from '../../../../components/choice-cards.tsx';
import styles from '../../../../components/question-card.module.css';
import { SymptomPicker } from './symptom-picker.tsx';
import { HisMessage } from '../../../../components/his-message.tsx';
import { hisText } from '../../../../components/his-text.tsx';

interface QuestionFieldProps {
  question: Question;
  answer: TriageAnswer | undefined;
  onChange: (answer: TriageAnswer | undefined) => void;
  error?: string;
  catalogue: readonly GuidanceSymptom[];
}

/** One question as its kind asks to be answered, with its required mark, help and problem. */
export function QuestionField({
  question,
  answer,
  onChange,
  error,
  catalogue,
}: QuestionFieldProps) {
  const { t } = usePreDiagnosisTranslation();
  const id = useId();
  const grouped = question.kind !== 'number' && question.kind !== 'text';
  const clearEmpty = (codes: string[]) => onChange(codes.length > 0 ? codes : undefined);
  return (
    <QuestionFrame
      grouped={grouped}
      inputId={id}
      text={question.label}
      help={question.help}
      required={question.required}
      mark={t(question.required ? 'question.required' : 'question.optional')}
      error={error}
      testId={`question-${question.code}`}
    >
      {question.kind === 'symptoms' && (
        <SymptomPicker catalogue={catalogue} chosen={chosenOf(answer)} onChange={clearEmpty} />
      )}
      {(question.kind === 'single' || question.kind === 'multi') && (
        <ChoiceCards
          multiple={question.kind === 'multi'}
          options={(question.options ?? []).map(({ code, label }) => ({ value: code, label }))}
          chosen={chosenOf(answer)}
          onChange={(codes) =>
            question.kind === 'single' ? onChange(codes[0]) : clearEmpty(codes)
          }
        />
      )}
      {question.kind === 'number' && (
        <NumberAnswer id={id} question={question} answer={answer} onChange={onChange} />
      )}
      {question.kind === 'text' && (
        <TextArea
          id={id}
          className={styles.text}
          value={typeof answer === 'string' ? answer : ''}
          onChange={(text) => onChange(text === '' ? undefined : text)}
          placeholder={t('question.textPlaceholder')}
          maxLength={question.maxLength ?? 200}
          showCount
          rows={3}
        />
      )}
    </QuestionFrame>
  );
}

interface NumberAnswerProps {
  id: string;
  question: Question;
  answer: TriageAnswer | undefined;
  onChange: (answer: number | undefined) => void;
}

/** A number in its unit, with its range beneath; what is not yet a number is not an answer. */
function NumberAnswer({ id, question, answer, onChange }: NumberAnswerProps) {
  const [draft, setDraft] = useState(typeof answer === 'number' ? String(answer) : '');
  const { min, max, unit = '' } = question;
  return (
    <>
      <div className={styles.number}>
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          value={draft}
          onChange={(text) => {
            setDraft(text);
            const value = Number(text);
            onChange(text.trim() === '' || !Number.isFinite(value) ? undefined : value);
          }}
        />
        {unit && (
          <span className={styles.unit} {...hisText}>
            {unit}
          </span>
        )}
      </div>
      {min !== undefined && max !== undefined && (
        <p className={styles.help}>
          <HisMessage ns={PRE_DIAGNOSIS_NS} i18nKey="question.range" values={{ min, max, unit }} />
        </p>
      )}
    </>
  );
}
