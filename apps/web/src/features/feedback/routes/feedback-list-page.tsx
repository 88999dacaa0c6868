import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { useFeedbackList } from '../api/get-feedback-list.ts';
import { FeedbackCard } from '../components/feedback-card.tsx';
import { useFeedbackTranslation } from '../i18n/index.ts';
import styles from './feedback-pages.module.css';
import { paths } from '../../../lib/paths.ts';

/** /feedbackPages/feedbackList: my feedback, newest first, with the hospital's replies. */
export function FeedbackListPage() {
  const { t } = useFeedbackTranslation();
  const navigate = useNavigate();
  const list = useFeedbackList();
  return (
    <Page title={t('title.list')}>
      <QueryView
        query={list}
        rows={4}
        isEmpty={(items) => items.length === 0}
        emptyTips={t('list.empty')}
      >
        {(items) => (
          <div className={styles.list}>
            {items.map((feedback) => (
              <FeedbackCard key={feedback.id} feedback={feedback} />
            ))}
          </div>
        )}
      </QueryView>
      <div className={styles.footer}>
        <Button shape="rounded" size="large" onClick={() => void navigate(paths.feedbackQuestions)}>
          {t('list.questions')}
        </Button>
        <Button
          color="primary"
          shape="rounded"
          size="large"
          onClick={() => void navigate(paths.feedbackOnline)}
          data-testid="feedback-create"
        >
          {t('list.create')}
        </Button>
      </div>
    </Page>
  );
}
