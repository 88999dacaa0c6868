import type { Symptom, SymptomDepartment, TriageFigure } from '@hospital/contract';

/** Demo department codes with how strongly the symptom points to each (1 weak … 10 decisive). */
type Weights = Readonly<Record<string, number>>;

export interface SymptomLinks {
  /** Departments for every figure. */
  all?: Weights;
  /** Departments for grown-ups only (the male and female figures). */
  adults?: Weights;
  /** Departments for the child figure only: a sick child is seen in paediatrics. */
  children?: Weights;
  /** Offered to these figures only (periods to women, a wet bed to children). */
  figures?: TriageFigure[];
  /** Further parts the symptom is offered in, besides the file's own. */
  alsoIn?: string[];
}

const ADULTS: TriageFigure[] = ['male', 'female'];
const CHILDREN: TriageFigure[] = ['child'];

const links = (weights: Weights | undefined, figures?: TriageFigure[]): SymptomDepartment[] =>
  Object.entries(weights ?? {}).map(([deptCode, weight]) =>
    figures ? { deptCode, weight, figures } : { deptCode, weight },
  );

/** Writes the symptoms of one part compactly: `symptom(code, name, explanation, links)`. */
export const symptomsOf =
  (partCode: string) =>
  (code: string, name: string, explanation: string, linked: SymptomLinks): Symptom => ({
    code,
    name,
    explanation,
    partCodes: [partCode, ...(linked.alsoIn ?? [])],
    departments: [
      ...links(linked.all),
      ...links(linked.adults, ADULTS),
      ...links(linked.children, CHILDREN),
    ],
    ...(linked.figures ? { figures: linked.figures } : {}),
  });
