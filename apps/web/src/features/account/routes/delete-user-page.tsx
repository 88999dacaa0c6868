import { Button } from 'antd-mobile';
import { ExclamationTriangleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { useMe } from '../../../api/queries/get-me.ts';
import { DeleteUserForm } from '../components/delete-user-form.tsx';
import styles from './delete-user-page.module.css';
import { paths } from '../../../lib/paths.ts';

/** /app/deleteUser: what closing the account does, then the confirmation. */
export function DeleteUserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useMe();
  const consequences = t('account.deleteUser.consequences', {
    returnObjects: true,
  }) as unknown as string[];
  return (
    <Page title={t('account.title.deleteUser')}>
      <section className={styles.warning}>
        <h2 className={styles.heading}>
          <ExclamationTriangleOutline /> {t('account.deleteUser.warning')}
        </h2>
        <ol className={styles.list}>
          {consequences.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </section>
      {me.isPending && <ListSkeleton rows={2} />}
      {me.isError && <ErrorState message={me.error.message} onRetry={() => void me.refetch()} />}
      {me.isSuccess &&
        (me.data.hasPassword || me.data.phone ? (
          <DeleteUserForm me={me.data} />
        ) : (
          <div className={styles.noProof}>
            <p>{t('account.deleteUser.noPhone')}</p>
            <Button
              block
              color="primary"
              shape="rounded"
              onClick={() => void navigate(paths.bindPhone)}
            >
              {t('account.setting.bindPhone')}
            </Button>
          </div>
        ))}
    </Page>
  );
}
