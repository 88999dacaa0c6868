import { Page } from '../../../components/page.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { useExperts } from '../api/get-experts.ts';
import { DoctorCard } from '../components/doctor-card.tsx';
import styles from '../components/doctor-card.module.css';
import { useHospitalInfoTranslation } from '../i18n/index.ts';

/** /prefessorIntro/prefessorIntro: chief and associate chief physicians. */
export function ExpertsPage() {
  const { t } = useHospitalInfoTranslation();
  const experts = useExperts();
  return (
    <Page title={t('title.experts')}>
      <QueryView
        query={experts}
        rows={5}
        isEmpty={(list) => list.length === 0}
        emptyTips={t('doctor.expertsEmpty')}
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
