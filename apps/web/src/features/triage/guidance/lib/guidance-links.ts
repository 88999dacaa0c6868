import {
  BodyPartParamsSchema,
  PartSymptomDeptQuerySchema,
  TriageFigureSchema,
  type TriageFigure,
} from '@hospital/contract';
import { z } from 'zod';

/**
 * What the guidance pages carry in their address, so going back restores the figure, the
 * side, the child's age and the chosen symptoms, and a link can be shared or bookmarked.
 */

/** A child's age bands, each sent as its youngest age so an infant's rules fire for the band. */
export const CHILD_AGE_BANDS = [
  { key: 'newborn', ageMonths: 0 },
  { key: 'infant', ageMonths: 3 },
  { key: 'toddler', ageMonths: 12 },
  { key: 'child', ageMonths: 36 },
] as const;

const AgeMonthsSchema = PartSymptomDeptQuerySchema.shape.ageMonths;

/** A child's guidance needs the age band; an adult's has none. */
const requireChildAge = <T extends { figure: TriageFigure; ageMonths?: number | undefined }>(
  link: T,
  context: z.RefinementCtx,
) => {
  if (link.figure === 'child' && link.ageMonths === undefined) {
    context.addIssue({ code: 'custom', path: ['ageMonths'], message: '请选择孩子的年龄' });
  }
};

export const BodyPartsLinkSchema = z.object({
  figure: TriageFigureSchema.catch('male'),
  side: z.enum(['front', 'back']).catch('front'),
  ageMonths: AgeMonthsSchema.catch(undefined),
});
export type BodyPartsLink = z.output<typeof BodyPartsLinkSchema>;

const PartLinkSchema = z.object({
  part: BodyPartParamsSchema.shape.id,
  figure: TriageFigureSchema.default('male'),
  ageMonths: AgeMonthsSchema,
});

export const SymptomLinkSchema = PartLinkSchema.extend({
  /** The symptoms chosen so far, comma-separated; kept in the address for the way back. */
  symptoms: z.string().optional(),
}).superRefine(requireChildAge);
export type SymptomLink = z.output<typeof SymptomLinkSchema>;

export const ResultsLinkSchema = PartSymptomDeptQuerySchema.extend({
  part: BodyPartParamsSchema.shape.id,
}).superRefine(requireChildAge);
export type ResultsLink = z.output<typeof ResultsLinkSchema>;

/** The query of a guidance address, without the values that are not set. */
export function guidanceQuery(
  values: Record<string, string | number | readonly string[] | undefined>,
): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    query[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return query;
}

/** The chosen codes in an address's `symptoms`, once each, in order. */
export const chosenSymptoms = (value: string | undefined): string[] => [
  ...new Set(
    (value ?? '')
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean),
  ),
];
