/** Hospital information changes rarely: every query here sits under `hospital-info`. */
export const hospitalInfoKeys = {
  all: ['hospital-info'] as const,
  hospital: () => [...hospitalInfoKeys.all, 'hospital'] as const,
  depts: () => [...hospitalInfoKeys.all, 'depts'] as const,
  doctors: (deptCode: string) => [...hospitalInfoKeys.all, 'doctors', deptCode] as const,
  doctor: (docId: number) => [...hospitalInfoKeys.all, 'doctor', docId] as const,
  experts: () => [...hospitalInfoKeys.all, 'experts'] as const,
  buildings: () => [...hospitalInfoKeys.all, 'buildings'] as const,
  visitGuide: () => [...hospitalInfoKeys.all, 'visit-guide'] as const,
  thirdParty: () => [...hospitalInfoKeys.all, 'third-party'] as const,
};
