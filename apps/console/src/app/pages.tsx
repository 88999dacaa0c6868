import {
  ApiOutlined,
  AuditOutlined,
  ControlOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { StaffRole } from '@hospital/contract';
import type { ReactNode } from 'react';
import { AuditLogPage } from '../features/audit/pages/audit-log-page.tsx';
import { HospitalSettingsPage } from '../features/settings/pages/hospital-settings-page.tsx';
import { StaffAccountsPage } from '../features/staff/pages/staff-accounts-page.tsx';
import { WebhooksPage } from '../features/webhooks/pages/webhooks-page.tsx';
import { paths, type ConsolePath } from './paths.ts';

/** The sider's sections, in menu order; a page names the one it sits in. */
export const menuGroups = {
  system: { title: '系统管理', icon: <SettingOutlined /> },
} as const satisfies Record<string, { title: string; icon: ReactNode }>;

export interface ConsolePage {
  path: ConsolePath;
  title: string;
  /** One line on the workbench card that links here. */
  description: string;
  icon: ReactNode;
  group: keyof typeof menuGroups;
  /** Who may open it: the menu hides it from others and a direct URL shows 无权限. */
  roles: readonly StaffRole[];
  element: ReactNode;
}

/** Every console page: its route, its menu entry and the roles that admit it, in one place. */
export const consolePages: readonly ConsolePage[] = [
  {
    path: paths.staffAccounts,
    title: '员工账号',
    description: '创建工作人员账号，分配角色，停用账号或重置密码',
    icon: <TeamOutlined />,
    group: 'system',
    roles: ['admin'],
    element: <StaffAccountsPage />,
  },
  {
    path: paths.auditLog,
    title: '审计日志',
    description: '查询每一次操作的执行人、内容及变更前后的数据',
    icon: <AuditOutlined />,
    group: 'system',
    roles: ['admin'],
    element: <AuditLogPage />,
  },
  {
    path: paths.hospitalSettings,
    title: '医院设置',
    description: '挂号时间、预约天数、支付时限、联系方式，以及患者端功能模块的开关',
    icon: <ControlOutlined />,
    group: 'system',
    roles: ['admin'],
    element: <HospitalSettingsPage />,
  },
  {
    path: paths.webhooks,
    title: 'Webhook 管理',
    description: '查看推送给 HIS 的事件投递记录并重新投递，管理订阅地址与签名密钥',
    icon: <ApiOutlined />,
    group: 'system',
    roles: ['admin'],
    element: <WebhooksPage />,
  },
];
