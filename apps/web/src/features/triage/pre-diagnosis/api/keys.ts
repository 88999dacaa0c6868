/** Every pre-diagnosis query sits under `precheck`; a save refreshes the visits and the form. */
export const precheckKeys = {
  all: ['precheck'] as const,
  visits: () => [...precheckKeys.all, 'visits'] as const,
  form: (appointmentId: number) => [...precheckKeys.all, 'form', appointmentId] as const,
};
