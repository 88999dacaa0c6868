import type { HealthKind } from '@hospital/contract';

/** Every health-registration query sits under `health`; a saved declaration refreshes them. */
export const healthKeys = {
  all: ['health'] as const,
  questionnaire: (kind: HealthKind) => [...healthKeys.all, 'questionnaire', kind] as const,
  inpatients: () => [...healthKeys.all, 'inpatients'] as const,
  list: () => [...healthKeys.all, 'list'] as const,
  detail: (id: number) => [...healthKeys.all, 'detail', id] as const,
};
