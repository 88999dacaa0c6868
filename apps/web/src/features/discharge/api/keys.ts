/** Every self-discharge query sits under `discharge`; settling or paying refreshes them all. */
export const dischargeKeys = {
  all: ['discharge'] as const,
  offer: (stayId: number) => [...dischargeKeys.all, 'offer', stayId] as const,
  settlement: (id: number) => [...dischargeKeys.all, 'settlement', id] as const,
  document: (kind: string, id: number) => [...dischargeKeys.all, 'document', kind, id] as const,
  summary: (stayId: number) => [...dischargeKeys.all, 'summary', stayId] as const,
};
