/** Hospital information changes rarely: every query here sits under `hospital-info`. */
export const hospitalInfoKeys = {
  all: ['hospital-info'] as const,
  hospital: () => [...hospitalInfoKeys.all, 'hospital'] as const,
  depts: () => [...hospitalInfoKeys.all, 'depts'] as const,
  experts: () => [...hospitalInfoKeys.all, 'experts'] as const,
  buildings: () => [...hospitalInfoKeys.all, 'buildings'] as const,
  visitGuide: () => [...hospitalInfoKeys.all, 'visit-guide'] as const,
  thirdParty: () => [...hospitalInfoKeys.all, 'third-party'] as const,
};
