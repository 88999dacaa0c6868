import type {
  Question,
  RedFlagRule,
  Symptom,
  TriageCondition,
  TriageContent,
  TriageFact,
  TriageFigure,
} from './triage-content.ts';

/**
 * How triage judges answers, in one place for the server (which decides and stores) and
 * the web app (which shows follow-up questions as the patient answers, with no round trip).
 */

/** An answer as the patient gave it: option or symptom codes, a number, or text. */
export type TriageAnswer = string | string[] | number;
export type TriageAnswers = Record<string, TriageAnswer>;

export interface TriageFacts {
  symptoms: ReadonlySet<string>;
  answers: TriageAnswers;
  /** Unknown when the patient's age is not known (guidance for an adult figure). */
  ageMonths: number | null;
}

const chosenOptions = (answer: TriageAnswer | undefined): readonly string[] =>
  typeof answer === 'string' ? [answer] : Array.isArray(answer) ? answer : [];

export function factHolds(fact: TriageFact, facts: TriageFacts): boolean {
  switch (fact.kind) {
    case 'symptom':
      return facts.symptoms.has(fact.symptom);
    case 'answer':
      return chosenOptions(facts.answers[fact.question]).includes(fact.option);
    case 'atLeast': {
      const answer = facts.answers[fact.question];
      return typeof answer === 'number' && answer >= fact.value;
    }
    case 'ageMonthsBelow':
      return facts.ageMonths !== null && facts.ageMonths < fact.value;
  }
}

export const conditionHolds = (condition: TriageCondition, facts: TriageFacts): boolean =>
  condition.anyOf.some((clause) => clause.allOf.every((fact) => factHolds(fact, facts)));

/** Every red-flag rule the facts meet, in the document's order; any one diverts the patient. */
export const firedRedFlags = (rules: readonly RedFlagRule[], facts: TriageFacts): RedFlagRule[] =>
  rules.filter((rule) => conditionHolds(rule.when, facts));

/** The symptoms named in answers to `symptoms` questions. */
function answeredSymptoms(questions: readonly Question[], answers: TriageAnswers): Set<string> {
  const symptoms = new Set<string>();
  for (const question of questions) {
    if (question.kind === 'symptoms')
      chosenOptions(answers[question.code]).forEach((code) => symptoms.add(code));
  }
  return symptoms;
}

/**
 * The questions that apply, in order: a follow-up applies when its condition holds on the
 * answers to the applicable questions before it, so hiding a question also hides the
 * follow-ups that hung on it.
 */
export function applicableQuestions(
  questions: readonly Question[],
  answers: TriageAnswers,
  ageMonths: number | null,
): Question[] {
  const applicable: Question[] = [];
  for (const question of questions) {
    if (question.showIf) {
      const earlier = pick(answers, applicable);
      const facts = {
        symptoms: answeredSymptoms(applicable, earlier),
        answers: earlier,
        ageMonths,
      };
      if (!conditionHolds(question.showIf, facts)) continue;
    }
    applicable.push(question);
  }
  return applicable;
}

function pick(answers: TriageAnswers, questions: readonly Question[]): TriageAnswers {
  const picked: TriageAnswers = {};
  for (const question of questions) {
    const answer = answers[question.code];
    if (answer !== undefined) picked[question.code] = answer;
  }
  return picked;
}

/** The well-formed answers to applicable questions, and the facts they establish. */
export interface CheckedAnswers {
  answers: TriageAnswers;
  facts: TriageFacts;
}

export type AnswerCheck =
  | ({ ok: true } & CheckedAnswers)
  | ({ ok: false; question: string; message: string } & CheckedAnswers);

const isEmpty = (answer: TriageAnswer | undefined) =>
  answer === undefined || answer === '' || (Array.isArray(answer) && answer.length === 0);

/**
 * Checks answers against the questions: each in its kind and range, every applicable
 * required one present. Answers to questions that do not apply are dropped, so what is
 * stored is exactly what the patient was asked and answered. A refused check still carries
 * what was well answered, so a red flag among it can divert the patient before the form is
 * complete.
 */
export function checkAnswers(
  content: { questions: readonly Question[]; symptoms: readonly Pick<Symptom, 'code'>[] },
  answers: TriageAnswers,
  ageMonths: number | null,
): AnswerCheck {
  const known = new Map(content.questions.map((question) => [question.code, question]));
  const symptomCodes = new Set(content.symptoms.map((symptom) => symptom.code));
  const applicable = applicableQuestions(content.questions, answers, ageMonths);
  const kept: TriageAnswers = {};
  let refusal: { question: string; message: string } | null = null;
  for (const code of Object.keys(answers)) {
    if (!known.has(code)) refusal ??= { question: code, message: '问卷已更新，请刷新后重新填写' };
  }
  for (const question of applicable) {
    const answer = answers[question.code];
    if (isEmpty(answer)) {
      if (question.required)
        refusal ??= { question: question.code, message: `请回答：${question.label}` };
      continue;
    }
    const problem = answerProblem(question, answer as TriageAnswer, symptomCodes);
    if (problem) refusal ??= { question: question.code, message: `${question.label}：${problem}` };
    else kept[question.code] = answer as TriageAnswer;
  }
  // A follow-up kept above may hang on an answer that was refused: judge again on what stays.
  const stays = applicableQuestions(content.questions, kept, ageMonths);
  const checked = pick(kept, stays);
  const facts = { symptoms: answeredSymptoms(stays, checked), answers: checked, ageMonths };
  return refusal
    ? { ok: false, ...refusal, answers: checked, facts }
    : { ok: true, answers: checked, facts };
}

function answerProblem(
  question: Question,
  answer: TriageAnswer,
  symptomCodes: ReadonlySet<string>,
): string | null {
  const options = new Set((question.options ?? []).map((option) => option.code));
  switch (question.kind) {
    case 'symptoms':
      if (!Array.isArray(answer)) return '请选择症状';
      if (new Set(answer).size !== answer.length) return '症状重复';
      return answer.every((code) => symptomCodes.has(code)) ? null : '症状不在可选范围内';
    case 'single':
      return typeof answer === 'string' && options.has(answer) ? null : '请选择一个选项';
    case 'multi':
      if (!Array.isArray(answer) || new Set(answer).size !== answer.length) return '请选择选项';
      return answer.every((code) => options.has(code)) ? null : '选项不在可选范围内';
    case 'number': {
      if (typeof answer !== 'number' || !Number.isFinite(answer)) return '请填写数字';
      if (question.min !== undefined && answer < question.min)
        return `不能小于${question.min}${question.unit ?? ''}`;
      if (question.max !== undefined && answer > question.max)
        return `不能大于${question.max}${question.unit ?? ''}`;
      return null;
    }
    case 'text': {
      if (typeof answer !== 'string') return '请填写文字';
      const max = question.maxLength ?? 200;
      return answer.trim().length === 0
        ? '请填写内容'
        : answer.length > max
          ? `不能超过${max}字`
          : null;
    }
  }
}

/** The symptoms a figure offers (a child's symptoms are not a woman's). */
export const symptomFitsFigure = (symptom: Pick<Symptom, 'figures'>, figure: TriageFigure) =>
  !symptom.figures || symptom.figures.includes(figure);

export interface RankedDepartment {
  deptCode: string;
  score: number;
  /** The chosen symptoms that point to this department, strongest first. */
  symptoms: string[];
}

/**
 * Departments for the chosen symptoms: each scores the sum of its weights over the chosen
 * symptoms (for this figure); higher score first, then more matching symptoms, then code,
 * so the order never depends on the document's order.
 */
export function rankDepartments(
  catalogue: readonly Symptom[],
  chosen: readonly string[],
  figure: TriageFigure,
): RankedDepartment[] {
  const byCode = new Map(catalogue.map((symptom) => [symptom.code, symptom]));
  const departments = new Map<
    string,
    { score: number; symptoms: { code: string; weight: number }[] }
  >();
  for (const code of new Set(chosen)) {
    const symptom = byCode.get(code);
    if (!symptom || !symptomFitsFigure(symptom, figure)) continue;
    for (const link of symptom.departments) {
      if (link.figures && !link.figures.includes(figure)) continue;
      const department = departments.get(link.deptCode) ?? { score: 0, symptoms: [] };
      department.score += link.weight;
      department.symptoms.push({ code, weight: link.weight });
      departments.set(link.deptCode, department);
    }
  }
  return [...departments.entries()]
    .map(([deptCode, { score, symptoms }]) => ({
      deptCode,
      score,
      symptoms: symptoms
        .sort((a, b) => b.weight - a.weight || a.code.localeCompare(b.code))
        .map((s) => s.code),
    }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.symptoms.length - a.symptoms.length ||
        a.deptCode.localeCompare(b.deptCode),
    );
}

export interface SummaryLine {
  question: string;
  label: string;
  answer: string;
}

/** The answers as the doctor reads them: each question's label with the answer in words. */
export function summariseAnswers(
  content: Pick<TriageContent, 'questions' | 'symptoms'>,
  answers: TriageAnswers,
): SummaryLine[] {
  const symptomNames = new Map(content.symptoms.map((symptom) => [symptom.code, symptom.name]));
  return content.questions.flatMap((question) => {
    const answer = answers[question.code];
    if (isEmpty(answer)) return [];
    const optionNames = new Map(
      (question.options ?? []).map((option) => [option.code, option.label]),
    );
    const words =
      question.kind === 'number'
        ? `${answer as number}${question.unit ?? ''}`
        : question.kind === 'text'
          ? (answer as string)
          : chosenOptions(answer)
              .map(
                (code) =>
                  (question.kind === 'symptoms' ? symptomNames.get(code) : optionNames.get(code)) ??
                  code,
              )
              .join('、');
    return [{ question: question.code, label: question.label, answer: words }];
  });
}

/**
 * What makes a document unfit to publish though each piece is well formed: repeated
 * codes, a symptom in an unknown part, a rule or follow-up naming an unknown symptom,
 * question or option, a choice question without options, a department the hospital does
 * not have. Empty when it may be published.
 */
export function contentProblems(content: TriageContent, deptCodes: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const repeated = (kind: string, codes: string[]) => {
    const seen = new Set<string>();
    for (const code of codes) {
      if (seen.has(code)) problems.push(`${kind}编码重复：${code}`);
      seen.add(code);
    }
  };
  repeated(
    '部位',
    content.bodyParts.map((part) => part.code),
  );
  repeated(
    '症状',
    content.symptoms.map((symptom) => symptom.code),
  );
  repeated(
    '问题',
    content.questions.map((question) => question.code),
  );
  repeated(
    '规则',
    content.redFlags.map((rule) => rule.code),
  );

  const parts = new Set(content.bodyParts.map((part) => part.code));
  const symptoms = new Set(content.symptoms.map((symptom) => symptom.code));
  const questions = new Map(content.questions.map((question) => [question.code, question]));
  for (const symptom of content.symptoms) {
    for (const part of symptom.partCodes)
      if (!parts.has(part)) problems.push(`症状「${symptom.name}」的部位不存在：${part}`);
    for (const link of symptom.departments) {
      if (!deptCodes.has(link.deptCode))
        problems.push(`症状「${symptom.name}」的科室不存在：${link.deptCode}`);
    }
  }
  for (const part of content.bodyParts) {
    if (!content.symptoms.some((symptom) => symptom.partCodes.includes(part.code))) {
      problems.push(`部位「${part.name}」没有症状`);
    }
  }
  const checkCondition = (where: string, condition: TriageCondition) => {
    for (const fact of condition.anyOf.flatMap((clause) => clause.allOf)) {
      if (fact.kind === 'symptom' && !symptoms.has(fact.symptom))
        problems.push(`${where}引用的症状不存在：${fact.symptom}`);
      if (fact.kind === 'answer' || fact.kind === 'atLeast') {
        const question = questions.get(fact.question);
        if (!question) problems.push(`${where}引用的问题不存在：${fact.question}`);
        else if (
          fact.kind === 'answer' &&
          !question.options?.some((option) => option.code === fact.option)
        ) {
          problems.push(`${where}引用的选项不存在：${fact.question}.${fact.option}`);
        } else if (fact.kind === 'atLeast' && question.kind !== 'number') {
          problems.push(`${where}对非数字问题比较大小：${fact.question}`);
        }
      }
    }
  };
  for (const rule of content.redFlags) checkCondition(`危急规则「${rule.name}」`, rule.when);
  content.questions.forEach((question, index) => {
    if ((question.kind === 'single' || question.kind === 'multi') && !question.options?.length) {
      problems.push(`问题「${question.label}」没有选项`);
    }
    if (question.showIf) {
      checkCondition(`问题「${question.label}」的显示条件`, question.showIf);
      const earlier = new Set(content.questions.slice(0, index).map((q) => q.code));
      for (const fact of question.showIf.anyOf.flatMap((clause) => clause.allOf)) {
        if (
          (fact.kind === 'answer' || fact.kind === 'atLeast') &&
          questions.has(fact.question) &&
          !earlier.has(fact.question)
        ) {
          problems.push(`问题「${question.label}」只能取决于它之前的问题：${fact.question}`);
        }
      }
    }
  });
  return problems;
}

/** Whole months between a birth date and a day, both yyyy-mm-dd. */
export function ageInMonths(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return (ty - by) * 12 + (tm - bm) - (td < bd ? 1 : 0);
}
