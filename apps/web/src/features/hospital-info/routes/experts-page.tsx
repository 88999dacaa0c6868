import { Page } from '../../../components/page.tsx';
import { useExperts } from '../api/get-experts.ts';
import { DoctorCardList } from '../components/doctor-card-list.tsx';
import { useHospitalInfoTranslation } from '../i18n/index.ts';

/** /prefessorIntro/prefessorIntro: chief and associate chief physicians. */
export function ExpertsPage() {
  const { t } = useHospitalInfoTranslation();
  const experts = useExperts();
  return (
    <Page title={t('title.experts')}>
      <DoctorCardList doctors={experts} rows={5} emptyTips={t('doctor.expertsEmpty')} />
    </Page>
  );
}
