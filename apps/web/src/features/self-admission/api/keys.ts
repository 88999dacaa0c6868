/** Every self-admission query sits under `selfAdmission`; a save or a payment refreshes them all. */
export const admissionKeys = {
  all: ['selfAdmission'] as const,
  list: () => [...admissionKeys.all, 'list'] as const,
  notice: (id: number) => [...admissionKeys.all, 'notice', id] as const,
  deposits: (id: number) => [...admissionKeys.all, 'deposits', id] as const,
  deposit: (id: number) => [...admissionKeys.all, 'deposit', id] as const,
  recent: (cardNo: string) => [...admissionKeys.all, 'recent', cardNo] as const,
  addresses: () => [...admissionKeys.all, 'addresses'] as const,
};
