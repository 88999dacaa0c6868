import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSeniorHomeTranslation } from '../i18n/index.ts';
import type { Service } from './services.ts';
import styles from './senior-services.module.css';

/** The common services as large tiles, named in everyday words rather than the hospital's. */
export function SeniorServices({ services }: { services: Service[] }) {
  const { t } = useTranslation();
  const { t: plain } = useSeniorHomeTranslation();
  return (
    <nav className={styles.tiles} aria-label={t('home.services')}>
      {services.map(({ id, path, icon: Icon, color }) => (
        <Link key={id} to={path} className={styles.tile} data-testid={`senior-service-${id}`}>
          <span className={styles.icon} style={{ background: color }}>
            <Icon />
          </span>
          <strong className={styles.label}>{plain(`service.${id}`)}</strong>
          <span className={styles.hint}>{plain(`hint.${id}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
