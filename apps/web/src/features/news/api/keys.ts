/** Every news query sits under `news`; a new read refreshes the counts lists show. */
export const newsKeys = {
  all: ['news'] as const,
  categories: () => [...newsKeys.all, 'categories'] as const,
  list: (categoryId: number) => [...newsKeys.all, 'list', categoryId] as const,
  article: (id: number) => [...newsKeys.all, 'article', id] as const,
  reads: (id: number) => [...newsKeys.all, 'reads', id] as const,
};
