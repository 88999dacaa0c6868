import { IdParamsSchema } from '@hospital/contract';
import { Button, List, Rate } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { showToast } from '../../../components/toast.ts';
import { formatDateTime, formatDateWithWeekday } from '../../../lib/date.ts';
import { useDeleteRatings } from '../api/evaluate.ts';
import { useEvaluation } from '../api/get-evaluations.ts';
import { useDoctorsTranslation } from '../i18n/index.ts';
import styles from './doctor-pages.module.css';
import { paths } from '../../../lib/paths.ts';
import { doctorTitleLabel } from '../../../lib/doctor-title.ts';
import { HisText } from '../../../components/his-text.tsx';
import { confirmDialog } from '../../../components/dialog.ts';

/** /myAppraises/appraisesDetail?id=: one rating I gave, which I may delete. */
export function AppraisesDetailPage() {
  const { t } = useDoctorsTranslation();
  return (
    <Page title={t('title.detail')}>
      <RequireLinkParams schema={IdParamsSchema}>
        {({ id }) => <AppraisesDetail id={id} />}
      </RequireLinkParams>
    </Page>
  );
}

function AppraisesDetail({ id }: { id: number }) {
  const { t } = useDoctorsTranslation();
  const navigate = useNavigate();
  const evaluation = useEvaluation(id);
  const remove = useDeleteRatings();

  if (evaluation.isPending) {
    return <ListSkeleton rows={5} />;
  }
  if (evaluation.isError) {
    return (
      <ErrorState message={evaluation.error.message} onRetry={() => void evaluation.refetch()} />
    );
  }
  const rating = evaluation.data;
  const confirmDelete = async () => {
    const confirmed = await confirmDialog({
      content: t('detail.deleteConfirm'),
      confirmText: t('detail.confirm'),
      cancelText: t('detail.cancel'),
    });
    if (!confirmed) return;
    const result = await remove.mutateAsync(rating.docId);
    if (!result.ok) {
      showToast(result.msg);
      return;
    }
    showToast(t('detail.deleted'));
    void navigate(paths.myAppraise, { replace: true });
  };
  return (
    <>
      <List mode="card">
        <List.Item
          extra={
            <>
              <HisText>{rating.doctorName}</HisText> {doctorTitleLabel(rating.doctorTitle)}
            </>
          }
        >
          {t('detail.doctor')}
        </List.Item>
        <List.Item
          extra={
            <>
              {formatDateWithWeekday(rating.visitDate)} <HisText>{rating.deptName}</HisText>
            </>
          }
        >
          {t('detail.visit')}
        </List.Item>
        <List.Item
          extra={<Rate readOnly value={rating.rating} style={{ '--star-size': '18px' }} />}
        >
          {t('detail.score')}
        </List.Item>
        <List.Item description={rating.content || t('detail.noContent')}>
          {t('detail.content')}
        </List.Item>
        <List.Item extra={formatDateTime(rating.createdAt)}>{t('detail.createdAt')}</List.Item>
      </List>
      <div className={styles.footer}>
        <Button
          block
          color="danger"
          fill="outline"
          size="large"
          shape="rounded"
          loading={remove.isPending}
          onClick={() => void confirmDelete()}
        >
          {t('detail.delete')}
        </Button>
      </div>
    </>
  );
}
