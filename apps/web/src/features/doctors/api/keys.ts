/** Under `doctors`, which rating and unfollowing invalidate, so my ratings refresh with them. */
export const doctorKeys = {
  evaluations: () => ['doctors', 'evaluations'] as const,
  evaluation: (id: number) => ['doctors', 'evaluations', id] as const,
};
