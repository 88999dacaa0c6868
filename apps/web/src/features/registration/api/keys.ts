/** Hospital and doctor reads of the booking flow; one prefix each so a booking can refresh them. */
export const registrationKeys = {
  departments: () => ['hospitals', 'register-departments'] as const,
  schedules: (deptCode: string, docId: number) =>
    ['hospitals', 'schedules', deptCode, docId] as const,
  deptSchedules: (deptCode: string) => ['hospitals', 'dept-schedules', deptCode] as const,
  evaluates: (docId: number) => ['doctors', 'evaluates', docId] as const,
  allDoctors: (keyword: string) => ['doctors', 'all', keyword] as const,
  consentTip: () => ['appointment', 'consent-tip'] as const,
};
