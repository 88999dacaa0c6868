/** Under `doctors`, shared with the booking pages, so following on one refreshes the other. */
export const doctorKeys = {
  follows: () => ['doctors', 'follows'] as const,
  evaluations: () => ['doctors', 'evaluations'] as const,
  evaluation: (id: number) => ['doctors', 'evaluations', id] as const,
};
