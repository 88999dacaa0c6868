import { DoctorIdParamsSchema, type DoctorDetail } from '@hospital/contract';
import { List, Rate } from 'antd-mobile';
import { EnvironmentOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { useDoctor } from '../../../api/queries/get-doctor.ts';
import styles from '../components/info.module.css';
import { useHospitalInfoTranslation } from '../i18n/index.ts';
import page from './doctor-introduce-page.module.css';
import { links } from '../../../lib/paths.ts';
import { doctorTitleLabel } from '../../../lib/doctor-title.ts';
import { HisText, hisText } from '../../../components/his-text.tsx';

/** /hospitalManagePages/doctorIntroduce?docId=: a doctor's profile. */
export function DoctorIntroducePage() {
  const { t } = useHospitalInfoTranslation();
  return (
    <Page title={t('title.doctor')}>
      <RequireLinkParams schema={DoctorIdParamsSchema}>
        {({ docId }) => <Doctor docId={docId} />}
      </RequireLinkParams>
    </Page>
  );
}

function Doctor({ docId }: { docId: number }) {
  const doctor = useDoctor(docId);
  return <QueryView query={doctor}>{(data) => <DoctorProfile doctor={data} />}</QueryView>;
}

function DoctorProfile({ doctor }: { doctor: DoctorDetail }) {
  const { t } = useHospitalInfoTranslation();
  const navigate = useNavigate();
  return (
    <>
      <header className={`${styles.hero} ${page.header}`}>
        <img className={page.avatar} src={doctor.avatarUrl} alt="" />
        <div>
          <h2 data-testid="doctor-name">
            <HisText>{doctor.name}</HisText>{' '}
            <small className={page.title}>{doctorTitleLabel(doctor.title)}</small>
          </h2>
          <p {...hisText}>{doctor.deptName}</p>
          <p className={page.rating}>
            {doctor.ratingCount > 0 ? (
              <>
                <Rate readOnly allowHalf value={doctor.rating} />
                {t('doctor.rating', {
                  rating: doctor.rating.toFixed(1),
                  count: doctor.ratingCount,
                })}
              </>
            ) : (
              t('doctor.noRating')
            )}
            <span>· {t('doctor.followers', { count: doctor.followers })}</span>
          </p>
        </div>
      </header>
      <section className={styles.card}>
        <h2 className={styles.heading}>{t('doctor.speciality')}</h2>
        <p className={styles.paragraph} {...hisText}>
          {doctor.speciality}
        </p>
      </section>
      <section className={styles.card}>
        <h2 className={styles.heading}>{t('doctor.intro')}</h2>
        <p className={styles.paragraph} {...hisText}>
          {doctor.intro}
        </p>
      </section>
      <List mode="card">
        <List.Item
          prefix={<EnvironmentOutline />}
          description={<HisText>{doctor.location}</HisText>}
        >
          {t('doctor.location')}
        </List.Item>
      </List>
      <div className={styles.actions}>
        <PrimaryButton
          onClick={() => void navigate(links.doctorDetail(doctor.docId, doctor.deptCode))}
        >
          {t('doctor.book')}
        </PrimaryButton>
      </div>
    </>
  );
}
