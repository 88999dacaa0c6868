/** The triage pages' addresses; app/paths.ts takes them in, the pages link with them. */
export const triagePaths = {
  triageVersions: '/triage',
  triageDraft: '/triage/draft',
  triageVersion: '/triage/versions/:id',
  visits: '/visits',
} as const;

export const versionPath = (id: number): string =>
  triagePaths.triageVersion.replace(':id', String(id));
