import type { Building } from '@hospital/contract';
import { Link } from 'react-router';
import { useHospitalInfoTranslation } from '../i18n/index.ts';
import styles from './floor-list.module.css';
import { links } from '../../../lib/paths.ts';
import { hisText } from '../../../components/his-text.tsx';

/** A building's floors, top floor first, each with what is there. */
export function FloorList({ building }: { building: Building }) {
  const { t } = useHospitalInfoTranslation();
  const floors = [...building.floors].sort((a, b) => b.level - a.level);
  return (
    <section className={styles.card} data-testid="floor-list">
      <h2 className={styles.title} {...hisText}>
        {building.name}
      </h2>
      <p className={styles.intro} {...hisText}>
        {building.intro}
      </p>
      <ol className={styles.floors}>
        {floors.map((floor) => (
          <li key={floor.id} className={styles.floor}>
            <span className={styles.level}>
              {floor.level > 0
                ? t('building.floor', { level: floor.level })
                : t('building.basement', { level: -floor.level })}
            </span>
            <ul className={styles.places} {...hisText}>
              {floor.places.map((place) => (
                <li key={place.id}>
                  {place.deptCode ? (
                    <Link to={links.sectionIntroduce(place.deptCode)} className={styles.clinic}>
                      {place.name}
                    </Link>
                  ) : (
                    <strong className={styles.place}>{place.name}</strong>
                  )}
                  {place.description && <small>{place.description}</small>}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
