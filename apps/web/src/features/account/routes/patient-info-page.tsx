import { Avatar, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { maskName, maskPhone } from '../../../lib/mask.ts';
import { isMaskingHost } from '../../../platform/host.ts';
import { useMe } from '../../../api/queries/get-me.ts';
import styles from './patient-info-page.module.css';
import { paths } from '../../../lib/paths.ts';

/** /app/patientInfo: the account's own profile; masked in the payment-app host. */
export function PatientInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useMe();
  const masked = isMaskingHost();
  return (
    <Page title={t('account.title.patientInfo')}>
      {me.isPending && <ListSkeleton rows={4} />}
      {me.isError && <ErrorState message={me.error.message} onRetry={() => void me.refetch()} />}
      {me.isSuccess && (
        <List mode="card" className={styles.list}>
          <List.Item
            extra={<Avatar src={me.data.avatarUrl ?? ''} alt="" className={styles.avatar} />}
          >
            {t('account.profile.avatar')}
          </List.Item>
          <List.Item
            extra={
              <span data-testid="profile-name">
                {me.data.name ? maskName(me.data.name, masked) : t('account.setting.unnamed')}
              </span>
            }
            onClick={() => void navigate(paths.settingDetail)}
          >
            {t('account.field.name')}
          </List.Item>
          <List.Item
            extra={
              <span data-testid="profile-phone">
                {me.data.phone ? maskPhone(me.data.phone, masked) : t('account.setting.unbound')}
              </span>
            }
            onClick={() => void navigate(paths.bindPhone)}
          >
            {t('account.profile.phone')}
          </List.Item>
          {me.data.boundHosts.length > 0 && (
            <List.Item
              extra={me.data.boundHosts.map((host) => t(`account.profile.host.${host}`)).join('、')}
            >
              {t('account.profile.hosts')}
            </List.Item>
          )}
        </List>
      )}
    </Page>
  );
}
