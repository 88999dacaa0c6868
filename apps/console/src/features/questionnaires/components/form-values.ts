import type { QuestionnaireQuestion } from '@hospital/contract';

/** A question as the form holds it: its condition as two plain fields. */
export interface QuestionFormValues extends Omit<QuestionnaireQuestion, 'showIf'> {
  showIfQuestion?: string;
  showIfValues?: string[];
}

export const toFormQuestion = ({
  showIf,
  ...question
}: QuestionnaireQuestion): QuestionFormValues => ({
  ...question,
  showIfQuestion: showIf?.question,
  showIfValues: showIf?.values ?? [],
});

/**
 * The form's question as the contract's, before the schema checks it: a free question
 * drops the options it had as a choice, and a condition with no question is none.
 */
export function fromFormQuestion(values: QuestionFormValues): unknown {
  const { showIfQuestion, showIfValues, ...question } = values;
  const choice = question.kind === 'single' || question.kind === 'multi';
  return {
    ...question,
    help: question.help ?? '',
    required: Boolean(question.required),
    options: choice ? (question.options ?? []).map((o) => ({ ...o, risk: Boolean(o.risk) })) : [],
    ...(showIfQuestion && { showIf: { question: showIfQuestion, values: showIfValues ?? [] } }),
  };
}
