import type { TriageFigure } from '@hospital/contract';

/**
 * Every guidance query sits under `triage/guidance`. The answers change only when the hospital
 * publishes new content, so the pages keep them for the visit.
 */
export const guidanceKeys = {
  all: ['triage', 'guidance'] as const,
  bodyParts: (figure: TriageFigure) => [...guidanceKeys.all, 'body-parts', figure] as const,
  symptoms: (part: string, figure: TriageFigure) =>
    [...guidanceKeys.all, 'symptoms', part, figure] as const,
  departments: (query: object) => [...guidanceKeys.all, 'departments', query] as const,
};
