import { Avatar, Button, List } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { HisMessage } from '../../../components/his-message.tsx';
import { HisText } from '../../../components/his-text.tsx';
import { Page } from '../../../components/page.tsx';
import { showToast } from '../../../components/toast.ts';
import { maskName, maskPhone } from '../../../lib/mask.ts';
import { isMaskingHost } from '../../../platform/host.ts';
import { useHospitalName } from '../../../api/queries/get-biz-config.ts';
import { useMe } from '../../../api/queries/get-me.ts';
import { useSessionActions } from '../hooks/use-session-actions.ts';
import styles from './setting-page.module.css';
import { paths } from '../../../lib/paths.ts';
import { confirmDialog, alertDialog } from '../../../components/dialog.ts';

/** /appLogin/setting: the account's profile, phone, name, messages, about and sign-out. */
export function SettingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const hospital = useHospitalName();
  const { signOutAndLeave } = useSessionActions();
  const [signingOut, setSigningOut] = useState(false);
  const masked = isMaskingHost();
  const go = (path: string) => () => void navigate(path);

  const clearCache = () => {
    // Only cached server data: the session and the host flags stay.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'me' });
    showToast(t('account.setting.cacheCleared'));
  };
  const about = () =>
    void alertDialog({
      title: t('account.setting.about'),
      content: <HisMessage i18nKey="account.setting.aboutText" values={{ hospital }} />,
    });
  const signOut = async () => {
    if (!(await confirmDialog({ content: t('account.setting.signOutConfirm') }))) return;
    setSigningOut(true);
    await signOutAndLeave();
  };

  if (me.isPending)
    return (
      <Page title={t('account.title.setting')}>
        <ListSkeleton rows={6} />
      </Page>
    );
  if (me.isError)
    return (
      <Page title={t('account.title.setting')}>
        <ErrorState message={me.error.message} onRetry={() => void me.refetch()} />
      </Page>
    );
  const { name, nickname, avatarUrl, phone } = me.data;
  const shownName = name ?? nickname;

  return (
    <Page title={t('account.title.setting')}>
      <List mode="card" className={styles.list}>
        <List.Item
          prefix={<Avatar src={avatarUrl ?? ''} alt="" className={styles.avatar} />}
          description={phone ? maskPhone(phone, masked) : t('account.setting.unbound')}
          onClick={go(paths.accountInfo)}
          data-testid="setting-profile"
        >
          {shownName ? (
            <HisText>{maskName(shownName, masked)}</HisText>
          ) : (
            t('account.setting.unnamed')
          )}
        </List.Item>
      </List>
      <List mode="card" className={styles.list}>
        <List.Item
          extra={name ? <HisText>{maskName(name, masked)}</HisText> : t('account.setting.unnamed')}
          onClick={go(paths.settingDetail)}
        >
          {t('account.setting.name')}
        </List.Item>
        <List.Item
          extra={phone ? maskPhone(phone, masked) : t('account.setting.unbound')}
          onClick={go(paths.bindPhone)}
        >
          {phone ? t('account.setting.changePhone') : t('account.setting.bindPhone')}
        </List.Item>
        <List.Item onClick={go(paths.message)}>{t('account.setting.messages')}</List.Item>
      </List>
      <List mode="card" className={styles.list}>
        <List.Item onClick={go(paths.userAgreement)}>{t('account.setting.agreement')}</List.Item>
        <List.Item onClick={about}>{t('account.setting.about')}</List.Item>
        <List.Item onClick={clearCache}>{t('account.setting.clearCache')}</List.Item>
        <List.Item onClick={go(paths.deleteUser)}>{t('account.setting.deleteUser')}</List.Item>
      </List>
      <div className={styles.actions}>
        <Button
          block
          size="large"
          shape="rounded"
          color="danger"
          fill="outline"
          loading={signingOut}
          disabled={signingOut}
          onClick={() => void signOut()}
          data-testid="sign-out"
        >
          {t('account.setting.signOut')}
        </Button>
      </div>
    </Page>
  );
}
