import type { NewsArticle } from '@hospital/contract';
import { EyeOutline } from 'antd-mobile-icons';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { formatDate } from '../../../lib/date.ts';
import { useNewsArticle } from '../api/get-news-article.ts';
import { useNewsReads } from '../api/update-news-reads.ts';
import { ArticleBody } from '../components/article-body.tsx';
import { useNewsTranslation } from '../i18n/index.ts';
import styles from './news-detail-page.module.css';

/** /newsDetail?id=: one article; opening it counts the patient as a reader, once. */
export function NewsDetailPage() {
  const { t } = useNewsTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  return (
    <Page title={t('title.detail')}>
      {valid ? <Article id={id} /> : <EmptyState tips={t('notFound')} />}
    </Page>
  );
}

function Article({ id }: { id: number }) {
  const article = useNewsArticle(id);
  return <QueryView query={article}>{(data) => <ArticleView article={data} />}</QueryView>;
}

function ArticleView({ article }: { article: NewsArticle }) {
  const { t } = useNewsTranslation();
  const counted = useNewsReads(article.id);
  const reads = counted.data?.reads ?? article.reads;
  return (
    <article className={styles.article}>
      <h2 className={styles.title}>{article.title}</h2>
      <p className={styles.meta}>
        <span>{article.categoryName}</span>
        <span>{formatDate(article.publishedAt)}</span>
        <span className={styles.reads} data-testid="news-reads">
          <EyeOutline /> {t('reads', { count: reads })}
        </span>
      </p>
      <ArticleBody html={article.bodyHtml} />
    </article>
  );
}
