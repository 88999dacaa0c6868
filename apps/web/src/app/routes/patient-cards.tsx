import { PatientCard } from '../../features/personal/components/patient-card.tsx';
import { DefaultPatientCard } from '../../features/patients/components/default-patient-card.tsx';

/** Above the home page's services: the default patient, or an invitation to add one. */
export const HomePatientCard = () => <DefaultPatientCard placement="home" />;

/** In the personal center the default patient replaces the "add a patient" card. */
export const PersonalPatientCard = () => (
  <DefaultPatientCard placement="personal" fallback={<PatientCard />} />
);
