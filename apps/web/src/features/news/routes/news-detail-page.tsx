import { IdParamsSchema, type NewsArticle } from '@hospital/contract';
import { EyeOutline } from 'antd-mobile-icons';
import { Page } from '../../../components/page.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { formatDate } from '../../../lib/date.ts';
import { useNewsArticle } from '../api/get-news-article.ts';
import { useNewsReads } from '../api/update-news-reads.ts';
import { ArticleBody } from '../components/article-body.tsx';
import { useNewsTranslation } from '../i18n/index.ts';
import styles from './news-detail-page.module.css';
import { hisText } from '../../../components/his-text.tsx';

/** /newsDetail?id=: one article; opening it counts the patient as a reader, once. */
export function NewsDetailPage() {
  const { t } = useNewsTranslation();
  return (
    <Page title={t('title.detail')}>
      <RequireLinkParams schema={IdParamsSchema}>
        {({ id }) => <Article id={id} />}
      </RequireLinkParams>
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
      <h2 className={styles.title} {...hisText}>
        {article.title}
      </h2>
      <p className={styles.meta}>
        <span {...hisText}>{article.categoryName}</span>
        <span>{formatDate(article.publishedAt)}</span>
        <span className={styles.reads} data-testid="news-reads">
          <EyeOutline /> {t('reads', { count: reads })}
        </span>
      </p>
      <ArticleBody html={article.bodyHtml} />
    </article>
  );
}
