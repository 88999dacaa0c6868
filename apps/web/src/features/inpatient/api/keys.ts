/** Every inpatient query sits under `inpatient`; a bind or a paid top-up refreshes them all. */
export const inpatientKeys = {
  all: ['inpatient'] as const,
  stays: () => [...inpatientKeys.all, 'stays'] as const,
  stay: (id: number) => [...inpatientKeys.all, 'stay', id] as const,
  days: (id: number) => [...inpatientKeys.all, 'days', id] as const,
  dayBill: (id: number, day: string) => [...inpatientKeys.all, 'dayBill', id, day] as const,
  costs: (id: number) => [...inpatientKeys.all, 'costs', id] as const,
  deposits: (id: number) => [...inpatientKeys.all, 'deposits', id] as const,
  progress: (id: number) => [...inpatientKeys.all, 'progress', id] as const,
  topUp: (depositId: number) => [...inpatientKeys.all, 'topUp', depositId] as const,
};
