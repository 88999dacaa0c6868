import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { useDoctors } from '../api/get-doctors.ts';
import { DoctorCardList } from '../components/doctor-card-list.tsx';
import { useHospitalInfoTranslation } from '../i18n/index.ts';

/** /hospitalManagePages/doctorIntroduceList?deptCode=: the doctors of a clinic. */
export function DoctorIntroduceListPage() {
  const { t } = useHospitalInfoTranslation();
  const [params] = useSearchParams();
  const doctors = useDoctors(params.get('deptCode') ?? '');
  return (
    <Page title={t('title.doctorList')}>
      <DoctorCardList doctors={doctors} rows={4} emptyTips={t('doctor.empty')} />
    </Page>
  );
}
