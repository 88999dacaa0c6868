import type { TriageContent } from '@hospital/contract';
import { bodyParts } from './body-parts.ts';
import { questions } from './questions.ts';
import { redFlags } from './red-flags.ts';
import { sources } from './sources.ts';
import { symptoms } from './symptoms/index.ts';

/**
 * The triage content the demo hospital starts with, published as version 1 by the seed:
 * a demo map for the hospital's medical department to review, not clinical advice.
 */
export const triageSeedContent: TriageContent = {
  bodyParts,
  symptoms,
  questions,
  redFlags,
  sources,
};
