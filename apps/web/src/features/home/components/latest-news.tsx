import type { NewsSummary } from '@hospital/contract';
import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { formatDate } from '../../../lib/date.ts';
import styles from './latest-news.module.css';
import { links, paths } from '../../../lib/paths.ts';
import { HisText, hisText } from '../../../components/his-text.tsx';

export function LatestNews({ news }: { news: NewsSummary[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} aria-label={t('home.latestNews')}>
      <header className={styles.header}>
        <h2 className={styles.title}>{t('home.latestNews')}</h2>
        <Link className={styles.more} to={paths.healthEducation} data-testid="news-more">
          {t('home.moreNews')}
        </Link>
      </header>
      {news.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className={styles.list}>
          {news.map((item) => (
            <li key={item.id}>
              <Link className={styles.item} to={links.newsDetail(item.id)}>
                <span className={styles.text}>
                  <strong className={styles.headline} title={item.title} {...hisText}>
                    {item.title}
                  </strong>
                  <small className={styles.meta}>
                    <HisText>{item.categoryName}</HisText> · {formatDate(item.publishedAt)} ·{' '}
                    {t('home.reads', { count: item.reads })}
                  </small>
                </span>
                {item.coverUrl ? (
                  <img className={styles.cover} src={item.coverUrl} alt="" />
                ) : (
                  <span className={styles.cover} aria-hidden>
                    <FileOutline />
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
