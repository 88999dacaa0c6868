import type { GuidanceDepartment } from '@hospital/contract';
import { RightOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { links } from '../../../../lib/paths.ts';
import { useGuidanceTranslation } from '../i18n/index.ts';
import { matchPercent } from '../lib/match.ts';
import { DutyDoctorRow } from './duty-doctor-row.tsx';
import styles from './department-card.module.css';
import { hisText } from '../../../../components/his-text.tsx';

interface DepartmentCardProps {
  department: GuidanceDepartment;
  rank: number;
  /** How many symptoms were chosen: the match is read against all of them. */
  chosenCount: number;
}

/** One recommended department: its rank and match, why, and its doctors on duty soon. */
export function DepartmentCard({ department, rank, chosenCount }: DepartmentCardProps) {
  const { t } = useGuidanceTranslation();
  const navigate = useNavigate();
  const { deptCode, deptName, doctors } = department;
  const percent = matchPercent(department.score, chosenCount);
  const titleId = `department-${deptCode}`;
  return (
    <section
      className={rank === 1 ? `${styles.card} ${styles.best}` : styles.card}
      aria-labelledby={titleId}
      data-testid="department"
    >
      <header className={styles.header}>
        <span className={styles.rank} aria-hidden>
          {rank}
        </span>
        <h3 id={titleId} className={styles.name}>
          <span className={styles.visuallyHidden}>{t('results.rank', { rank })} </span>
          <span data-testid="department-name" {...hisText}>
            {deptName}
          </span>
        </h3>
        {rank === 1 && <span className={styles.bestTag}>{t('results.best')}</span>}
      </header>
      <div className={styles.match}>
        <span className={styles.matchLabel}>
          {t('results.match')} {percent}%
        </span>
        <span className={styles.bar} aria-hidden>
          <span className={styles.fill} style={{ width: `${percent}%` }} />
        </span>
      </div>
      <p className={styles.matched}>
        {t('results.matched', { symptoms: department.matchedSymptoms.join('、') })}
      </p>
      <h4 className={styles.doctorsTitle}>{t('results.doctors')}</h4>
      {doctors.length === 0 ? (
        <p className={styles.noDoctors}>{t('results.noDoctors')}</p>
      ) : (
        <ul className={styles.doctors}>
          {doctors.map((doctor) => (
            <DutyDoctorRow
              key={doctor.docId}
              doctor={doctor}
              onOpen={() => void navigate(links.scheduleDate(deptCode, doctor.docId))}
              onBook={(scheduleId) =>
                void navigate(links.confirmSchedule(deptCode, doctor.docId, scheduleId))
              }
            />
          ))}
        </ul>
      )}
      <button
        type="button"
        className={styles.all}
        onClick={() => void navigate(`${links.choiceDoctor(deptCode)}&mode=doctor`)}
        data-testid="department-all-doctors"
      >
        {t('results.allDoctors')}
        <RightOutline aria-hidden />
      </button>
    </section>
  );
}
