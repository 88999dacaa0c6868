import type { GuidanceSymptom, Question, TriageAnswer, TriageAnswers } from '@hospital/contract';
import type { QuestionErrors } from '../lib/question-steps.ts';
import { showToast } from '../../../../components/toast.ts';
import { QuestionField } from './question-field.tsx';
import styles from '../../../../components/question-card.module.css';

interface QuestionListProps {
  questions: readonly Question[];
  answers: TriageAnswers;
  errors: QuestionErrors;
  catalogue: readonly GuidanceSymptom[];
  onAnswer: (code: string, answer: TriageAnswer | undefined) => void;
}

/** The questions of one step; a follow-up appears the moment the answer it hangs on is given. */
export function QuestionList({
  questions,
  answers,
  errors,
  catalogue,
  onAnswer,
}: QuestionListProps) {
  return questions.map((question) => (
    <QuestionField
      key={question.code}
      question={question}
      answer={answers[question.code]}
      onChange={(answer) => onAnswer(question.code, answer)}
      error={errors[question.code]}
      catalogue={catalogue}
    />
  ));
}

/** Says a step cannot go on yet and brings its first problem into view; true when there is one. */
export function revealProblems(errors: QuestionErrors, message: string): boolean {
  if (Object.keys(errors).length === 0) return false;
  showToast(message);
  // After React has drawn the red borders.
  requestAnimationFrame(() =>
    document.querySelector(`.${styles.invalid}`)?.scrollIntoView({ block: 'center' }),
  );
  return true;
}
