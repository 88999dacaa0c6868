import {
  BODY_REGIONS,
  checkAnswers,
  conditionHolds,
  contentProblems,
  firedRedFlags,
  rankDepartments,
  symptomFitsFigure,
  TRIAGE_FIGURES,
  TriageContentSchema,
  type TriageAnswer,
  type TriageAnswers,
  type TriageClause,
  type TriageFact,
  type TriageFacts,
} from '@hospital/contract';
import { describe, expect, it } from 'vitest';
import { triageSeedContent as content } from '../../../src/db/seed/triage-content/index.ts';
import { DEPARTMENT_TREE } from '../../../src/modules/demo-his/data/departments.ts';

const demoDepartments = new Set(
  DEPARTMENT_TREE.flatMap((group) => group.clinics.map((clinic) => clinic.code)),
);
const questionByCode = new Map(content.questions.map((question) => [question.code, question]));
const redFlagFacts = content.redFlags.flatMap((rule) =>
  rule.when.anyOf.flatMap((clause) => clause.allOf),
);
const ADULT_MONTHS = 40 * 12;

describe('the demo triage content', () => {
  it('is a valid document with nothing to fix before publishing', () => {
    expect(TriageContentSchema.safeParse(content).success).toBe(true);
    expect(contentProblems(content, demoDepartments)).toEqual([]);
  });

  it('is large enough to be useful and covers every region of the figure', () => {
    expect(content.bodyParts.length).toBeGreaterThanOrEqual(15);
    expect(content.symptoms.length).toBeGreaterThanOrEqual(120);
    const regions = new Set(content.bodyParts.map((part) => part.region));
    expect(BODY_REGIONS.filter((region) => !regions.has(region))).toEqual([]);
  });

  it('offers symptoms in every part for every figure the part is drawn for', () => {
    const empty = content.bodyParts.flatMap((part) =>
      part.figures
        .filter(
          (figure) =>
            !content.symptoms.some(
              (symptom) =>
                symptom.partCodes.includes(part.code) && symptomFitsFigure(symptom, figure),
            ),
        )
        .map((figure) => `${part.code}/${figure}`),
    );
    expect(empty).toEqual([]);
  });

  it('leads every symptom a figure is offered to a department for that figure', () => {
    const unled = TRIAGE_FIGURES.flatMap((figure) =>
      content.symptoms
        .filter((symptom) => symptomFitsFigure(symptom, figure))
        .filter((symptom) => rankDepartments(content.symptoms, [symptom.code], figure).length === 0)
        .map((symptom) => `${symptom.code}/${figure}`),
    );
    expect(unled).toEqual([]);
  });

  it('names only symptoms that exist in its red flags', () => {
    const known = new Set(content.symptoms.map((symptom) => symptom.code));
    const named = redFlagFacts.flatMap((fact) => (fact.kind === 'symptom' ? [fact.symptom] : []));
    expect(named.filter((code) => !known.has(code))).toEqual([]);
  });

  it('tells the patient in every red flag to go to the emergency room now', () => {
    for (const rule of content.redFlags) {
      expect(rule.advice, rule.code).toMatch(/120|急诊/);
      expect(rule.source, rule.code).not.toBe('');
    }
  });

  it('sends an adult with upper-belly complaints to 消化内科 first, a child to paediatrics', () => {
    const everyday = content.symptoms
      .filter((symptom) => symptom.partCodes.includes('upper-abdomen'))
      .map((symptom) => symptom.code)
      .filter((code) => firedRedFlags(content.redFlags, factsOf([symptomFact(code)])).length === 0);
    expect(everyday).toEqual(expect.arrayContaining(['stomach-ache', 'acid-reflux', 'bloating']));
    for (const chosen of [...everyday.map((code) => [code]), ['stomach-ache', 'acid-reflux']]) {
      for (const figure of ['male', 'female'] as const) {
        expect(rankDepartments(content.symptoms, chosen, figure)[0]?.deptCode, chosen.join()).toBe(
          'XHNK',
        );
      }
    }
    expect(rankDepartments(content.symptoms, ['stomach-ache'], 'child')[0]?.deptCode).toBe('XENK');
  });
});

const symptomFact = (symptom: string): TriageFact => ({ kind: 'symptom', symptom });

/** The answer a choice question gets when `option` is added to what it already holds. */
function withOption(question: string, option: string, held: TriageAnswer | undefined) {
  if (questionByCode.get(question)?.kind !== 'multi') return option;
  return [...(Array.isArray(held) ? held : []), option];
}

/** Exactly the facts a clause names: its symptoms, its answers, an age just below its bound. */
function factsOf(clause: readonly TriageFact[]): TriageFacts {
  const symptoms = new Set<string>();
  const answers: TriageAnswers = {};
  let ageMonths: number | null = null;
  for (const fact of clause) {
    if (fact.kind === 'symptom') symptoms.add(fact.symptom);
    if (fact.kind === 'answer')
      answers[fact.question] = withOption(fact.question, fact.option, answers[fact.question]);
    if (fact.kind === 'atLeast') answers[fact.question] = fact.value;
    if (fact.kind === 'ageMonthsBelow')
      ageMonths = Math.min(ageMonths ?? fact.value, fact.value - 1);
  }
  return { symptoms, answers, ageMonths };
}

/** The clause's facts with one of them just failing: gone, a shade too low, or too old. */
function withoutFact(clause: readonly TriageFact[], index: number): TriageFacts {
  const facts = factsOf(clause.filter((_, at) => at !== index));
  const missing = clause[index]!;
  if (missing.kind === 'atLeast') facts.answers[missing.question] = missing.value - 0.1;
  if (missing.kind === 'ageMonthsBelow') facts.ageMonths = missing.value;
  return facts;
}

/**
 * Everything a patient could add that points away from an emergency: every symptom as the
 * complaint, choice questions answered with the first option no red flag names, numbers at
 * their minimum, "无" for text.
 */
function reassuringAnswers(): TriageAnswers {
  const flagged = new Set(
    redFlagFacts.flatMap((fact) =>
      fact.kind === 'answer' ? [`${fact.question}.${fact.option}`] : [],
    ),
  );
  const answers: TriageAnswers = {};
  for (const question of content.questions) {
    const calm = question.options?.find(
      (option) => !flagged.has(`${question.code}.${option.code}`),
    );
    if (question.kind === 'symptoms') answers[question.code] = content.symptoms.map((s) => s.code);
    if (question.kind === 'single' && calm) answers[question.code] = calm.code;
    if (question.kind === 'multi' && calm) answers[question.code] = [calm.code];
    if (question.kind === 'number') answers[question.code] = question.min ?? 0;
    if (question.kind === 'text') answers[question.code] = '无';
  }
  return answers;
}

const reassuring = reassuringAnswers();

const describeFact = (fact: TriageFact) =>
  fact.kind === 'symptom'
    ? fact.symptom
    : fact.kind === 'answer'
      ? `${fact.question}=${fact.option}`
      : fact.kind === 'atLeast'
        ? `${fact.question}>=${fact.value}`
        : `age<${fact.value}m`;

const clauses = content.redFlags.flatMap((rule) =>
  rule.when.anyOf.map((clause: TriageClause, index) => ({
    rule,
    clause: clause.allOf,
    others: rule.when.anyOf.filter((_, at) => at !== index),
    name: `${rule.code}: ${clause.allOf.map(describeFact).join(' + ')}`,
  })),
);

describe('every red-flag rule of the demo content', () => {
  const fires = (code: string, facts: TriageFacts) =>
    firedRedFlags(content.redFlags, facts).some((rule) => rule.code === code);

  it.each(clauses)('$name fires on its facts alone', ({ rule, clause }) => {
    expect(fires(rule.code, factsOf(clause))).toBe(true);
  });

  it.each(clauses)(
    '$name wins over every other symptom and the most reassuring answers',
    ({ rule, clause }) => {
      const { answers: own, ageMonths } = factsOf(clause);
      const answers = { ...reassuring, ...own };
      const check = checkAnswers(content, answers, ageMonths ?? ADULT_MONTHS);
      if (!check.ok) throw new Error(check.message);
      // The clause itself holds on what was kept: its answers were asked, not dropped.
      expect(conditionHolds({ anyOf: [{ allOf: clause }] }, check.facts)).toBe(true);
      expect(fires(rule.code, check.facts)).toBe(true);
    },
  );

  it.each(clauses)(
    '$name stops holding when any one of its facts fails',
    ({ rule, clause, others }) => {
      clause.forEach((_, index) => {
        const facts = withoutFact(clause, index);
        expect(conditionHolds({ anyOf: [{ allOf: clause }] }, facts)).toBe(false);
        const otherHolds = others.length > 0 && conditionHolds({ anyOf: others }, facts);
        expect(fires(rule.code, facts), describeFact(clause[index]!)).toBe(otherHolds);
      });
    },
  );
});
