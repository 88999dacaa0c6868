/** The content pages' addresses; app/paths.ts takes them in, the pages link with them. */
export const contentPaths = {
  news: '/content/news',
  newsEditor: '/content/news/:id',
  newsCategories: '/content/news-categories',
  notices: '/content/notices',
  surveys: '/content/surveys',
  surveyEditor: '/content/surveys/:id',
  surveyResults: '/content/surveys/:id/results',
} as const;

/** A page of one item: `:id` filled in (`new` for one not yet saved). */
export const pathOf = (path: string, id: number | 'new'): string => path.replace(':id', String(id));
