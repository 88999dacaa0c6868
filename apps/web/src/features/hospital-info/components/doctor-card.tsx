import type { DoctorSummary } from '@hospital/contract';
import { Rate } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useHospitalInfoTranslation } from '../i18n/index.ts';
import styles from './doctor-card.module.css';
import { links } from '../../../lib/paths.ts';
import { doctorTitleLabel } from '../../../lib/doctor-title.ts';
import { HisText, hisText } from '../../../components/his-text.tsx';

export function DoctorCard({ doctor }: { doctor: DoctorSummary }) {
  const { t } = useHospitalInfoTranslation();
  const speciality = `${t('doctor.specialityIs')}${doctor.speciality}`;
  return (
    <Link
      to={links.doctorIntroduce(doctor.docId)}
      className={styles.card}
      data-testid="doctor-card"
    >
      <img className={styles.avatar} src={doctor.avatarUrl} alt="" />
      <span className={styles.text}>
        <span className={styles.name}>
          <strong {...hisText}>{doctor.name}</strong>
          <small className={styles.title}>{doctorTitleLabel(doctor.title)}</small>
        </span>
        <small className={styles.dept} {...hisText}>
          {doctor.deptName}
        </small>
        <small className={styles.speciality} title={speciality}>
          {t('doctor.specialityIs')}
          <HisText>{doctor.speciality}</HisText>
        </small>
        {doctor.ratingCount > 0 && (
          <span className={styles.rating}>
            <Rate readOnly allowHalf value={doctor.rating} />
            {t('doctor.rating', { rating: doctor.rating.toFixed(1), count: doctor.ratingCount })}
          </span>
        )}
      </span>
      <RightOutline className={styles.arrow} />
    </Link>
  );
}
