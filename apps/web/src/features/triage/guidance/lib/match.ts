/** The weight a symptom gives a department it decisively points to. */
const DECISIVE_WEIGHT = 10;

/**
 * How strongly the chosen symptoms point to a department, as the patient reads it: 100 when
 * every chosen symptom points to it decisively. A department's score is the sum of its
 * weights over the chosen symptoms, each at most decisive.
 */
export function matchPercent(score: number, chosenCount: number): number {
  if (chosenCount <= 0) return 0;
  const percent = Math.round((score / (DECISIVE_WEIGHT * chosenCount)) * 100);
  return Math.min(100, Math.max(0, percent));
}
