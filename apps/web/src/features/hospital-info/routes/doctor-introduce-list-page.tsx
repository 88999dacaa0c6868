import { DeptCodeParamsSchema } from '@hospital/contract';
import { Page } from '../../../components/page.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { useClinicDoctors } from '../../../api/queries/get-clinic-doctors.ts';
import { DoctorCardList } from '../components/doctor-card-list.tsx';
import { useHospitalInfoTranslation } from '../i18n/index.ts';

/** /hospitalManagePages/doctorIntroduceList?deptCode=: the doctors of a clinic. */
export function DoctorIntroduceListPage() {
  const { t } = useHospitalInfoTranslation();
  return (
    <Page title={t('title.doctorList')}>
      <RequireLinkParams schema={DeptCodeParamsSchema}>
        {({ deptCode }) => <ClinicDoctors deptCode={deptCode} />}
      </RequireLinkParams>
    </Page>
  );
}

function ClinicDoctors({ deptCode }: { deptCode: string }) {
  const { t } = useHospitalInfoTranslation();
  const doctors = useClinicDoctors(deptCode);
  return <DoctorCardList doctors={doctors} rows={4} emptyTips={t('doctor.empty')} />;
}
