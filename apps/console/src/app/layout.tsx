import {
  DownOutlined,
  HomeOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Breadcrumb, Button, Dropdown, Layout, Menu, Space, Tag, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { useState } from 'react';
import { Link, Outlet, matchPath, useLocation, useNavigate } from 'react-router';
import { useHospitalName } from '../api/queries/biz-config.ts';
import { Logo } from '../components/logo.tsx';
import { useSignOut } from '../features/auth/mutations/sign-out.ts';
import { useMe } from '../features/auth/queries/me.ts';
import { roleLabels } from '../lib/roles.ts';
import { consolePages, consoleAreas } from './pages.tsx';
import { paths } from './paths.ts';
import { usePagesFor } from './use-pages-for.ts';
import styles from './layout.module.css';

const HOME_TITLE = '工作台';

function menuItems(pages: typeof consolePages): MenuProps['items'] {
  const items: NonNullable<MenuProps['items']> = [
    { key: paths.home, icon: <HomeOutlined />, label: <Link to={paths.home}>{HOME_TITLE}</Link> },
  ];
  for (const [area, { title, icon }] of Object.entries(consoleAreas)) {
    const children = pages
      .filter((page) => page.area === area)
      .map((page) => ({
        key: page.path,
        icon: page.icon,
        label: <Link to={page.path}>{page.title}</Link>,
      }));
    if (children.length > 0) items.push({ key: area, icon, label: title, children });
  }
  return items;
}

/** The console's frame: the sider menu, the header with the hospital and the member, breadcrumbs. */
export function ConsoleLayout() {
  const [collapsed, setCollapsed] = useState(false);
  const hospitalName = useHospitalName();
  const me = useMe().data;
  const pages = usePagesFor();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const current = consolePages.find((page) => matchPath({ path: page.path, end: false }, pathname));

  const breadcrumb = [
    { title: <Link to={paths.home}>{HOME_TITLE}</Link> },
    ...(current ? [{ title: consoleAreas[current.area].title }, { title: current.title }] : []),
  ];

  const userMenu: MenuProps = {
    items: [{ key: 'sign-out', icon: <LogoutOutlined />, label: '退出登录' }],
    onClick: () =>
      signOut.mutate(undefined, {
        onSettled: () => void navigate(paths.signIn, { replace: true }),
      }),
  };

  return (
    <Layout className={styles.shell}>
      <Layout.Sider
        width={224}
        collapsible
        collapsed={collapsed}
        trigger={null}
        className={styles.sider}
      >
        <div className={styles.siderInner}>
          <Link to={paths.home} className={styles.brand} aria-label={`${hospitalName}管理后台首页`}>
            <Logo size={32} />
            {!collapsed && <span className={styles.brandText}>管理后台</span>}
          </Link>
          <nav aria-label="主菜单">
            <Menu
              theme="dark"
              mode="inline"
              selectedKeys={[current?.path ?? paths.home]}
              defaultOpenKeys={Object.keys(consoleAreas)}
              items={menuItems(pages)}
            />
          </nav>
        </div>
      </Layout.Sider>
      <Layout>
        <Layout.Header className={styles.header}>
          <Space size="middle">
            <Button
              type="text"
              aria-label={collapsed ? '展开菜单' : '收起菜单'}
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => setCollapsed(!collapsed)}
            />
            <Typography.Text strong className={styles.hospital}>
              {hospitalName}
            </Typography.Text>
            <Tag color="blue" variant="filled">
              患者服务管理平台
            </Tag>
          </Space>
          {me && (
            <Dropdown menu={userMenu} placement="bottomRight">
              <Button type="text" className={styles.user}>
                <Avatar size="small" icon={<UserOutlined />} className={styles.avatar} />
                <span>{me.name}</span>
                <Typography.Text type="secondary" className={styles.roles}>
                  {me.roles.map((role) => roleLabels[role]).join(' · ')}
                </Typography.Text>
                <DownOutlined className={styles.caret} />
              </Button>
            </Dropdown>
          )}
        </Layout.Header>
        <Layout.Content className={styles.content}>
          <Breadcrumb items={breadcrumb} className={styles.breadcrumb} />
          <main>
            <Outlet />
          </main>
        </Layout.Content>
        <Layout.Footer className={styles.footer}>
          {hospitalName} · 信息中心技术支持 · 操作均记录审计日志
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}
