import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Service } from './services.ts';
import styles from './service-grid.module.css';

/** The four large entries at the top of the home page. */
export function QuickServices({ services }: { services: Service[] }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.quick}>
      {services.map(({ id, path, icon: Icon, color }) => (
        <Link key={id} to={path} className={styles.quickItem} data-testid={`service-${id}`}>
          <span className={styles.quickIcon} style={{ background: color }}>
            <Icon />
          </span>
          <span className={styles.quickText}>
            <strong>{t(`home.service.${id}`)}</strong>
            <small>{t(`home.hint.${id}`)}</small>
          </span>
        </Link>
      ))}
    </nav>
  );
}

/** A titled card of service icons, four to a row. */
export function ServiceGrid({ title, services }: { title: string; services: Service[] }) {
  const { t } = useTranslation();
  if (services.length === 0) return null;
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <div className={styles.grid}>
        {services.map(({ id, path, icon: Icon, color }) => (
          <Link key={id} to={path} className={styles.item} data-testid={`service-${id}`}>
            <span className={styles.icon} style={{ color, background: `${color}14` }}>
              <Icon />
            </span>
            <span className={styles.label}>{t(`home.service.${id}`)}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}
