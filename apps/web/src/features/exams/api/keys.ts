/** Every exam query sits under `exams`; a booking, change or cancel refreshes them all. */
export const examKeys = {
  all: ['exams'] as const,
  list: () => [...examKeys.all, 'list'] as const,
  detail: (orderId: number) => [...examKeys.all, 'detail', orderId] as const,
  periods: (orderId: number) => [...examKeys.all, 'periods', orderId] as const,
};
