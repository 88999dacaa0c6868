import type { SurveySummary } from '@hospital/contract';
import { Button, Tag } from 'antd-mobile';
import { formatDate } from '../../../lib/date.ts';
import { useSurveysTranslation } from '../i18n/index.ts';
import styles from './survey-card.module.css';
import { hisText } from '../../../components/his-text.tsx';

export function SurveyCard({ survey, onAnswer }: { survey: SurveySummary; onAnswer: () => void }) {
  const { t } = useSurveysTranslation();
  const answered = survey.answeredAt !== null;
  return (
    <article className={styles.card} data-testid="survey-card">
      <div className={styles.text}>
        <strong className={styles.title} {...hisText}>
          {survey.title}
        </strong>
        <p className={styles.description} {...hisText}>
          {survey.description}
        </p>
        <small className={styles.meta}>
          {t('list.questions', { count: survey.questionCount })}
          {survey.answeredAt &&
            ` · ${t('list.answeredAt', { date: formatDate(survey.answeredAt) })}`}
        </small>
      </div>
      {answered ? (
        <Tag color="success" fill="outline" data-testid="survey-answered">
          {t('list.answered')}
        </Tag>
      ) : (
        <Button size="small" color="primary" shape="rounded" onClick={onAnswer}>
          {t('list.answer')}
        </Button>
      )}
    </article>
  );
}
