import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Service } from './services.ts';
import styles from './senior-services.module.css';

/** The common services as large tiles, named in everyday words rather than the hospital's. */
export function SeniorServices({ services }: { services: Service[] }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.tiles} aria-label={t('home.services')}>
      {services.map(({ id, path, icon: Icon, color }) => (
        <Link key={id} to={path} className={styles.tile} data-testid={`senior-service-${id}`}>
          <span className={styles.icon} style={{ background: color }}>
            <Icon />
          </span>
          <strong className={styles.label}>{t(`home.plain.service.${id}`)}</strong>
          <span className={styles.hint}>{t(`home.plain.hint.${id}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
