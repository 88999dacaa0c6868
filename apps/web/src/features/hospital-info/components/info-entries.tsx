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

const ENTRIES = [
  { key: 'hospital', path: '/hospitalManagePages/hospital', icon: HistogramOutline },
  { key: 'introduce', path: '/hospitalManagePages/hospitalIntroduce', icon: ContentOutline },
  { key: 'deptList', path: '/hospitalManagePages/deptList', icon: TeamOutline },
  { key: 'buildings', path: '/hospitalManagePages/distribuBuild', icon: EnvironmentOutline },
  { key: 'experts', path: '/prefessorIntro/prefessorIntro', icon: UserOutline },
  { key: 'guide', path: '/hospitalGuidePages/hospitalGuide', icon: CompassOutline },
  { key: 'operaGuide', path: '/hospitalGuidePages/operaGuide', icon: QuestionCircleOutline },
  { key: 'communication', path: '/communicationPages/communication', icon: PhonebookOutline },
  { key: 'wifi', path: '/wifi/wifiPage', icon: GlobalOutline },
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
