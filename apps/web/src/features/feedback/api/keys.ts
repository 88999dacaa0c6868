/** Every feedback query sits under `feedback`; sending one refreshes the list. */
export const feedbackKeys = {
  all: ['feedback'] as const,
  categories: () => [...feedbackKeys.all, 'categories'] as const,
  customerService: () => [...feedbackKeys.all, 'customer-service'] as const,
  list: () => [...feedbackKeys.all, 'list'] as const,
  detail: (id: number) => [...feedbackKeys.all, 'detail', id] as const,
  image: (url: string) => [...feedbackKeys.all, 'image', url] as const,
};
