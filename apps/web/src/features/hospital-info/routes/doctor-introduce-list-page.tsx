import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { useDoctors } from '../api/get-doctors.ts';
import { DoctorCard } from '../components/doctor-card.tsx';
import styles from '../components/doctor-card.module.css';
import { useHospitalInfoTranslation } from '../i18n/index.ts';

/** /hospitalManagePages/doctorIntroduceList?deptCode=: the doctors of a clinic. */
export function DoctorIntroduceListPage() {
  const { t } = useHospitalInfoTranslation();
  const [params] = useSearchParams();
  const doctors = useDoctors(params.get('deptCode') ?? '');
  return (
    <Page title={t('title.doctorList')}>
      <QueryView
        query={doctors}
        rows={4}
        isEmpty={(list) => list.length === 0}
        emptyTips={t('doctor.empty')}
      >
        {(list) => (
          <div className={styles.list}>
            {list.map((doctor) => (
              <DoctorCard key={doctor.docId} doctor={doctor} />
            ))}
          </div>
        )}
      </QueryView>
    </Page>
  );
}
