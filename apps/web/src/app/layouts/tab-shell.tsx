import { Badge } from 'antd-mobile';
import { AppOutline, MessageOutline, UserOutline } from 'antd-mobile-icons';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useUnreadCount } from '../../features/messages/api/get-notices.ts';
import { KeptAlive } from '../../components/kept-alive.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { TAB_WIDTH_THREE, TAB_WIDTH_TWO } from '../../lib/constants.ts';
import { isNativeLayout } from '../../platform/host.ts';
import { getAccessToken } from '../../platform/storage.ts';
import { HomeTab } from './home-tab.tsx';
import styles from './tab-shell.module.css';
import { paths } from '../../lib/paths.ts';

interface Tab {
  path: string;
  label: 'home' | 'personal' | 'message';
  icon: ComponentType<{ className?: string }>;
}

const TABS: Tab[] = [
  { path: paths.home, label: 'home', icon: AppOutline },
  { path: paths.personal, label: 'personal', icon: UserOutline },
  { path: paths.message, label: 'message', icon: MessageOutline },
];

/**
 * The bottom-tab shell at /. The home tab stays mounted while hidden so it keeps its state and
 * scroll, except in the native shell, which reloads it each time.
 */
export function TabShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const native = isNativeLayout();
  const tabs = native ? TABS : TABS.filter((tab) => tab.label !== 'message');
  const width = tabs.length === 3 ? TAB_WIDTH_THREE : TAB_WIDTH_TWO;
  const current = TABS.find((tab) => tab.path === pathname) ?? TABS[0]!;
  const onHome = current.label === 'home';
  // Without a session the count would answer 401 and start a sign-in from the home tab.
  const unread = useUnreadCount(native && getAccessToken() !== '');
  useDocumentTitle(t(`titles.${current.label}`));

  return (
    <div className={styles.shell}>
      <div className={styles.content}>
        {native ? (
          onHome && <HomeTab />
        ) : (
          <KeptAlive shown={onHome}>
            <HomeTab />
          </KeptAlive>
        )}
        {!onHome && <Outlet />}
      </div>
      <nav className={styles.tabBar}>
        {tabs.map(({ path, label, icon: Icon }) => (
          <NavLink
            key={path}
            to={path}
            end
            replace
            className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
            style={{ width }}
            data-testid={`tab-${label}`}
          >
            <Badge content={label === 'message' && unread > 0 ? unread : null}>
              <Icon className={styles.icon} />
            </Badge>
            <span>{t(`tabs.${label}`)}</span>
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
