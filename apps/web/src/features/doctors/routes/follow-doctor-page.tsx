import { Button, Image, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { showToast } from '../../../components/toast.ts';
import { useFollows } from '../../../api/queries/find-doctor-bookmark.ts';
import { useUnfollow } from '../api/unfollow.ts';
import { useDoctorsTranslation } from '../i18n/index.ts';
import styles from './doctor-pages.module.css';
import { links, paths } from '../../../lib/paths.ts';
import { doctorTitleLabel } from '../../../lib/doctor-title.ts';
import { HisText } from '../../../components/his-text.tsx';

/** /doctor/followDoctor: the doctors I follow, to book again or stop following. */
export function FollowDoctorPage() {
  const { t } = useDoctorsTranslation();
  const navigate = useNavigate();
  const follows = useFollows();
  const unfollow = useUnfollow();

  const stop = (docId: number) =>
    unfollow.mutate(docId, {
      onSuccess: () => showToast(t('follow.unfollowed')),
      onError: (error) => showToast(error.message),
    });

  return (
    <Page title={t('title.follow')}>
      {follows.isPending && <ListSkeleton rows={5} />}
      {follows.isError && (
        <ErrorState message={follows.error.message} onRetry={() => void follows.refetch()} />
      )}
      {follows.isSuccess && follows.data.length === 0 && (
        <EmptyState tips={t('follow.empty')}>
          <Button color="primary" shape="rounded" onClick={() => void navigate(paths.allDoctors)}>
            {t('follow.find')}
          </Button>
        </EmptyState>
      )}
      {follows.isSuccess && follows.data.length > 0 && (
        <List mode="card">
          {follows.data.map((doctor) => (
            <List.Item
              key={doctor.docId}
              prefix={<Image className={styles.avatar} src={doctor.avatarUrl} alt="" lazy />}
              description={
                <HisText>
                  {doctor.deptName} · {doctor.speciality}
                </HisText>
              }
              extra={
                <Button size="small" shape="rounded" onClick={() => stop(doctor.docId)}>
                  {t('follow.unfollow')}
                </Button>
              }
              onClick={() => void navigate(links.doctorDetail(doctor.docId, doctor.deptCode))}
              arrowIcon={false}
              data-testid="followed-doctor"
            >
              <HisText>{doctor.name}</HisText>{' '}
              <small className={styles.title}>{doctorTitleLabel(doctor.title)}</small>
            </List.Item>
          ))}
        </List>
      )}
    </Page>
  );
}
