import {
  SURVEY_TEXT_MAX,
  surveyField,
  type SurveyAnswerForm,
  type SurveyQuestion,
} from '@hospital/contract';
import { badRequest } from '../../http/http-error.ts';
import type { AnswerValues } from './repository.ts';

const FIELD = /^q_(\d+)$/;

/** A form value as a list: repeated fields arrive as an array, a multiple choice may be "3,5". */
function valuesOf(raw: string | string[] | undefined, question: SurveyQuestion): string[] {
  if (raw === undefined) return [];
  if (question.kind === 'text') {
    const text = Array.isArray(raw) ? raw.join('\n') : raw;
    return text.trim() ? [text.trim()] : [];
  }
  const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((value) => value.split(','));
  return [...new Set(parts.map((part) => part.trim()).filter(Boolean))];
}

/**
 * Checks a form-encoded answer sheet against the survey's questions and turns it into
 * rows. Errors name the question: its number in the survey and its form field.
 */
export function readAnswers(questions: readonly SurveyQuestion[], form: SurveyAnswerForm) {
  const known = new Set(questions.map((question) => surveyField(question.id)));
  for (const field of Object.keys(form)) {
    if (!FIELD.test(field) || !known.has(field)) throw badRequest('问卷中没有这道题', field);
  }
  const answers: AnswerValues[] = [];
  questions.forEach((question, index) => {
    const field = surveyField(question.id);
    const label = `第${index + 1}题`;
    const values = valuesOf(form[field], question);
    if (values.length === 0) {
      if (question.required) throw badRequest(`请回答${label}：${question.title}`, field);
      return;
    }
    if (question.kind === 'text') {
      const text = values[0]!;
      if ([...text].length > SURVEY_TEXT_MAX) {
        throw badRequest(`${label}不能超过${SURVEY_TEXT_MAX}字`, field);
      }
      answers.push({ questionId: question.id, optionId: null, text });
      return;
    }
    if (question.kind === 'single' && values.length > 1) {
      throw badRequest(`${label}只能选择一项`, field);
    }
    const optionIds = new Set(question.options.map((option) => String(option.id)));
    for (const value of values) {
      if (!optionIds.has(value)) throw badRequest(`${label}的选项无效，请重新选择`, field);
      answers.push({ questionId: question.id, optionId: Number(value), text: null });
    }
  });
  return answers;
}
