import type { NewsSummary } from '@hospital/contract';
import { FileOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/date.ts';
import { useNewsTranslation } from '../i18n/index.ts';
import styles from './news-item.module.css';
import { links } from '../../../lib/paths.ts';
import { hisText } from '../../../components/his-text.tsx';

export function NewsItem({ news }: { news: NewsSummary }) {
  const { t } = useNewsTranslation();
  return (
    <Link className={styles.item} to={links.newsDetail(news.id)} data-testid="news-item">
      <span className={styles.text}>
        <strong className={styles.headline} title={news.title} {...hisText}>
          {news.title}
        </strong>
        <small className={styles.summary} title={news.summary} {...hisText}>
          {news.summary}
        </small>
        <small className={styles.meta}>
          {formatDate(news.publishedAt)} · {t('reads', { count: news.reads })}
        </small>
      </span>
      {news.coverUrl ? (
        <img className={styles.cover} src={news.coverUrl} alt="" />
      ) : (
        <span className={styles.cover} aria-hidden>
          <FileOutline />
        </span>
      )}
    </Link>
  );
}
