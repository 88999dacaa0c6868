import type { DoctorDetail } from '@hospital/contract';
import { Button, Rate } from 'antd-mobile';
import { showToast } from '../../../components/toast.ts';
import { useToggleFollow } from '../api/toggle-follow.ts';
import { useRegistrationTranslation } from '../i18n/index.ts';
import styles from './doctor-profile.module.css';
import { doctorTitleLabel } from '../../../lib/doctor-title.ts';
import { HisText, hisText } from '../../../components/his-text.tsx';

/** The head of the doctor page: who, where, how rated, and following them. */
export function DoctorProfile({ doctor }: { doctor: DoctorDetail }) {
  const { t } = useRegistrationTranslation();
  const toggle = useToggleFollow();
  const follow = () =>
    toggle.mutate(
      { docId: doctor.docId, follow: !doctor.followed },
      {
        onSuccess: (state) =>
          showToast(t(state.followed ? 'doctor.followed' : 'doctor.unfollowed')),
        onError: (error) => showToast(error.message),
      },
    );
  return (
    <section className={styles.profile}>
      <div className={styles.head}>
        <img className={styles.avatar} src={doctor.avatarUrl} alt="" />
        <div className={styles.who}>
          <h2>
            <HisText>{doctor.name}</HisText>
            <small>{doctorTitleLabel(doctor.title)}</small>
          </h2>
          <p {...hisText}>{doctor.deptName}</p>
          <p>{t('doctor.followers', { count: doctor.followers })}</p>
        </div>
        <Button
          size="small"
          shape="rounded"
          color="primary"
          fill={doctor.followed ? 'outline' : 'solid'}
          loading={toggle.isPending}
          onClick={follow}
          data-testid="doctor-follow"
        >
          {doctor.followed ? t('doctor.unfollow') : t('doctor.follow')}
        </Button>
      </div>
      {doctor.ratingCount > 0 && (
        <div className={styles.rating}>
          <Rate readOnly allowHalf value={doctor.rating} />
          <span>{t('doctor.average', { average: doctor.rating.toFixed(1) })}</span>
        </div>
      )}
      <dl className={styles.facts}>
        <dt>{t('doctor.speciality')}</dt>
        <dd {...hisText}>{doctor.speciality}</dd>
        {doctor.location && (
          <>
            <dt>{t('doctor.location')}：</dt>
            <dd {...hisText}>{doctor.location}</dd>
          </>
        )}
        <dt>{t('doctor.intro')}：</dt>
        <dd {...hisText}>{doctor.intro}</dd>
      </dl>
    </section>
  );
}
