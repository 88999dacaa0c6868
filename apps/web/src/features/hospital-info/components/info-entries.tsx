import {
  CompassOutline,
  ContentOutline,
  EnvironmentOutline,
  GlobalOutline,
  HistogramOutline,
  PhonebookOutline,
  QuestionCircleOutline,
  TeamOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useHospitalInfoTranslation } from '../i18n/index.ts';
import styles from './info.module.css';
import { paths } from '../../../lib/paths.ts';

const ENTRIES = [
  { key: 'hospital', path: paths.hospital, icon: HistogramOutline },
  { key: 'introduce', path: paths.hospitalIntroduce, icon: ContentOutline },
  { key: 'deptList', path: paths.deptList, icon: TeamOutline },
  { key: 'buildings', path: paths.buildings, icon: EnvironmentOutline },
  { key: 'experts', path: paths.experts, icon: UserOutline },
  { key: 'guide', path: paths.hospitalGuide, icon: CompassOutline },
  { key: 'operaGuide', path: paths.operaGuide, icon: QuestionCircleOutline },
  { key: 'communication', path: paths.communication, icon: PhonebookOutline },
  { key: 'wifi', path: paths.wifi, icon: GlobalOutline },
] as const;

/** Every hospital information page, one tap away. */
export function InfoEntries() {
  const { t } = useHospitalInfoTranslation();
  return (
    <nav className={styles.grid}>
      {ENTRIES.map(({ key, path, icon: Icon }) => (
        <Link key={key} to={path} className={styles.entry} data-testid={`info-${key}`}>
          <span className={styles.entryIcon}>
            <Icon />
          </span>
          {t(`entry.${key}`)}
        </Link>
      ))}
    </nav>
  );
}
