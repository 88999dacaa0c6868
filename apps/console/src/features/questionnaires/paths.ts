/** The questionnaire pages' addresses; app/paths.ts takes them in. */
export const questionnairePaths = {
  questionnaires: '/questionnaires',
} as const;
