import { IdSchema, type ExamDetail } from '@hospital/contract';
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { confirmDialog } from '../../../components/dialog.ts';
import { hisText } from '../../../components/his-text.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { links } from '../../../lib/paths.ts';
import { useCancelExam } from '../api/cancel-exam.ts';
import { useExam } from '../api/get-exam.ts';
import { useExamsTranslation } from '../i18n/index.ts';
import { periodText, placeText, settled } from '../lib.ts';
import styles from './exams.module.css';

const LinkSchema = z.object({ orderId: IdSchema });

/** /appointmentInspection/appointmentDetail?orderId=: the booking, its preparation, change or cancel. */
export function ExamDetailPage() {
  const { t } = useExamsTranslation();
  return (
    <Page title={t('detail.title')}>
      <RequireLinkParams schema={LinkSchema}>
        {({ orderId }) => <Detail orderId={orderId} />}
      </RequireLinkParams>
    </Page>
  );
}

function Detail({ orderId }: { orderId: number }) {
  const exam = useExam(orderId);
  return <QueryView query={exam}>{(data) => <DetailView exam={data} />}</QueryView>;
}

function DetailView({ exam }: { exam: ExamDetail }) {
  const { t } = useExamsTranslation();
  const navigate = useNavigate();
  const cancel = useCancelExam();
  const onCancel = async () => {
    if (!(await confirmDialog({ content: t('detail.cancelConfirm') }))) return;
    settled(await cancel.mutateAsync({ orderId: exam.orderId }), t('detail.cancelled'));
  };
  return (
    <>
      <List header={t('detail.exam')} mode="card">
        <List.Item extra={<span {...hisText}>{exam.name}</span>}>{t('detail.exam')}</List.Item>
        <List.Item extra={<span {...hisText}>{exam.patientName}</span>}>
          {t('detail.patient')}
        </List.Item>
        <List.Item
          extra={exam.period ? t('detail.booked') : t('detail.pending')}
          data-testid="exam-status"
        >
          {t('detail.status')}
        </List.Item>
        <List.Item extra={exam.period ? periodText(exam.period) : '—'} data-testid="exam-time">
          {t('detail.time')}
        </List.Item>
        <List.Item extra={<span {...hisText}>{placeText(exam.room)}</span>}>
          {t('detail.place')}
        </List.Item>
        {exam.groupNames.length > 0 && (
          <List.Item
            description={t('detail.groupNote')}
            extra={<span {...hisText}>{exam.groupNames.join('、')}</span>}
          >
            {t('detail.group')}
          </List.Item>
        )}
      </List>
      <List header={t('detail.preparation')} mode="card">
        <List.Item>
          <p className={styles.preparation} {...hisText}>
            {exam.preparation || t('detail.noPreparation')}
          </p>
        </List.Item>
      </List>
      <div className={styles.footer}>
        {exam.period && !exam.changeable && <p className={styles.notice}>{t('detail.closed')}</p>}
        {exam.changeable && (
          <>
            <Button
              block
              shape="rounded"
              color="primary"
              onClick={() => void navigate(links.inspectionPick(exam.orderId))}
              data-testid="exam-change"
            >
              {t('detail.change')}
            </Button>
            <Button
              block
              shape="rounded"
              loading={cancel.isPending}
              onClick={() => void onCancel()}
              data-testid="exam-cancel"
            >
              {t('detail.cancel')}
            </Button>
          </>
        )}
        {!exam.period && (
          <Button
            block
            shape="rounded"
            color="primary"
            onClick={() => void navigate(links.inspectionPick(exam.orderId))}
          >
            {t('detail.book')}
          </Button>
        )}
      </div>
    </>
  );
}
