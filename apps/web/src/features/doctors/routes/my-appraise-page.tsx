import { List, Rate } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { formatDate } from '../../../lib/date.ts';
import { useEvaluations } from '../api/get-evaluations.ts';
import { useDoctorsTranslation } from '../i18n/index.ts';
import styles from './doctor-pages.module.css';
import { links } from '../../../lib/paths.ts';
import { doctorTitleLabel } from '../../../lib/doctor-title.ts';
import { HisText } from '../../../components/his-text.tsx';

/** /myAppraises/myAppraise: the ratings I gave, latest first. */
export function MyAppraisePage() {
  const { t } = useDoctorsTranslation();
  const navigate = useNavigate();
  const evaluations = useEvaluations();
  return (
    <Page title={t('title.mine')}>
      {evaluations.isPending && <ListSkeleton rows={5} />}
      {evaluations.isError && (
        <ErrorState
          message={evaluations.error.message}
          onRetry={() => void evaluations.refetch()}
        />
      )}
      {evaluations.isSuccess && evaluations.data.length === 0 && (
        <EmptyState tips={t('mine.empty')} />
      )}
      {evaluations.isSuccess && evaluations.data.length > 0 && (
        <List mode="card">
          {evaluations.data.map((evaluation) => (
            <List.Item
              key={evaluation.id}
              title={
                <>
                  <HisText>{evaluation.deptName}</HisText> · {formatDate(evaluation.visitDate)}
                </>
              }
              description={evaluation.content || t('detail.noContent')}
              extra={<Rate readOnly value={evaluation.rating} style={{ '--star-size': '14px' }} />}
              onClick={() => void navigate(links.appraiseDetail(evaluation.id))}
              data-testid="my-evaluation"
            >
              <HisText>{evaluation.doctorName}</HisText>
              <small className={styles.title}>{doctorTitleLabel(evaluation.doctorTitle)}</small>
            </List.Item>
          ))}
        </List>
      )}
    </Page>
  );
}
