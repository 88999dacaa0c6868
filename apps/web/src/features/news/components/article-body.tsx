import styles from './article-body.module.css';
import { hisText } from '../../../components/his-text.tsx';

/**
 * The article's body is sanitised by the server when it is written (no scripts, handlers or
 * styles), which is the one reason it may be rendered as HTML; nothing else on the page is.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      className={styles.body}
      data-testid="news-body"
      {...hisText}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
