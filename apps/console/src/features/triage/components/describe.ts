import type { TriageCondition, TriageContent, TriageFact } from '@hospital/contract';

function describeFact(fact: TriageFact, content: TriageContent): string {
  switch (fact.kind) {
    case 'symptom': {
      const symptom = content.symptoms.find((item) => item.code === fact.symptom);
      return `症状「${symptom?.name ?? fact.symptom}」`;
    }
    case 'answer': {
      const question = content.questions.find((item) => item.code === fact.question);
      const option = question?.options?.find((item) => item.code === fact.option);
      return `「${question?.label ?? fact.question}」选「${option?.label ?? fact.option}」`;
    }
    case 'atLeast': {
      const question = content.questions.find((item) => item.code === fact.question);
      return `「${question?.label ?? fact.question}」≥ ${fact.value}${question?.unit ?? ''}`;
    }
    case 'ageMonthsBelow':
      return `年龄小于${fact.value}个月`;
  }
}

/** A condition in one line, as a reviewer reads it: facts joined by 且, groups by 或. */
export const describeCondition = (condition: TriageCondition, content: TriageContent): string =>
  condition.anyOf
    .map((clause) => clause.allOf.map((fact) => describeFact(fact, content)).join(' 且 '))
    .join('；或 ');
