/** Every survey query sits under `surveys`; an answer refreshes the list's answered marks. */
export const surveyKeys = {
  all: ['surveys'] as const,
  list: () => [...surveyKeys.all, 'list'] as const,
  detail: (id: number) => [...surveyKeys.all, 'detail', id] as const,
};
