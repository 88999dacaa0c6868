import {
  AuditOutlined,
  FileTextOutlined,
  FolderOutlined,
  NotificationOutlined,
  PieChartOutlined,
  ReadOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { StaffRole } from '@hospital/contract';
import type { ReactNode } from 'react';
import { AuditLogPage } from '../features/audit/pages/audit-log-page.tsx';
import { NewsCategoriesPage } from '../features/content/pages/news-categories-page.tsx';
import { NewsEditorPage } from '../features/content/pages/news-editor-page.tsx';
import { NewsListPage } from '../features/content/pages/news-list-page.tsx';
import { NoticesPage } from '../features/content/pages/notices-page.tsx';
import { SurveyEditorPage } from '../features/content/pages/survey-editor-page.tsx';
import { SurveyResultsPage } from '../features/content/pages/survey-results-page.tsx';
import { SurveysPage } from '../features/content/pages/surveys-page.tsx';
import { StaffAccountsPage } from '../features/staff/pages/staff-accounts-page.tsx';
import { paths, type ConsolePath } from './paths.ts';

/** The sider's sections, in menu order; a page names the one it sits in. */
export const menuGroups = {
  content: { title: '内容管理', icon: <ReadOutlined /> },
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
  /** A page reached from another (an editor, a result): routed, but not in the menu or on the workbench. */
  inMenu?: false;
}

const CONTENT_ROLES = ['content', 'admin'] as const;

/** Every console page: its route, its menu entry and the roles that admit it, in one place. */
export const consolePages: readonly ConsolePage[] = [
  {
    path: paths.news,
    title: '新闻资讯',
    description: '撰写、发布和撤回健康科普与医院动态',
    icon: <FileTextOutlined />,
    group: 'content',
    roles: CONTENT_ROLES,
    element: <NewsListPage />,
  },
  {
    path: paths.newsEditor,
    title: '编辑文章',
    description: '文章的标题、分类、封面与正文',
    icon: <FileTextOutlined />,
    group: 'content',
    roles: CONTENT_ROLES,
    element: <NewsEditorPage />,
    inMenu: false,
  },
  {
    path: paths.newsCategories,
    title: '新闻分类',
    description: '维护患者端新闻资讯的分栏及顺序',
    icon: <FolderOutlined />,
    group: 'content',
    roles: CONTENT_ROLES,
    element: <NewsCategoriesPage />,
  },
  {
    path: paths.notices,
    title: '医院公告',
    description: '发布停诊、节假日安排等全院公告',
    icon: <NotificationOutlined />,
    group: 'content',
    roles: CONTENT_ROLES,
    element: <NoticesPage />,
  },
  {
    path: paths.surveys,
    title: '满意度调查',
    description: '设计问卷，查看患者的答卷统计',
    icon: <PieChartOutlined />,
    group: 'content',
    roles: CONTENT_ROLES,
    element: <SurveysPage />,
  },
  {
    path: paths.surveyEditor,
    title: '编辑问卷',
    description: '问卷的题目与选项',
    icon: <PieChartOutlined />,
    group: 'content',
    roles: CONTENT_ROLES,
    element: <SurveyEditorPage />,
    inMenu: false,
  },
  {
    path: paths.surveyResults,
    title: '问卷结果',
    description: '每道题各选项的统计图',
    icon: <PieChartOutlined />,
    group: 'content',
    roles: CONTENT_ROLES,
    element: <SurveyResultsPage />,
    inMenu: false,
  },
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
];
