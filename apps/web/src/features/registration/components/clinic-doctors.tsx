import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { useClinicDoctors } from '../../../api/queries/get-clinic-doctors.ts';
import { useRegistrationTranslation } from '../i18n/index.ts';
import { DoctorCard } from './doctor-card.tsx';
import { links } from '../../../lib/paths.ts';

/** A clinic's doctors with their fee and slots left; a tap opens the doctor's days. */
export function ClinicDoctors({ deptCode }: { deptCode: string }) {
  const { t } = useRegistrationTranslation();
  const navigate = useNavigate();
  const doctors = useClinicDoctors(deptCode);
  if (doctors.isPending) return <ListSkeleton rows={6} />;
  if (doctors.isError) {
    return <ErrorState message={doctors.error.message} onRetry={() => void doctors.refetch()} />;
  }
  if (doctors.data.length === 0) return <EmptyState tips={t('slot.noDoctors')} />;
  return (
    <div>
      {doctors.data.map((doctor) => (
        <DoctorCard
          key={doctor.docId}
          doctor={doctor}
          onOpen={() => void navigate(links.scheduleDate(doctor.deptCode, doctor.docId))}
        />
      ))}
    </div>
  );
}
