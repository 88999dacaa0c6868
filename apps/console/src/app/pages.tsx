import {
  ApartmentOutlined,
  AuditOutlined,
  CalendarOutlined,
  MedicineBoxOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
  AccountBookOutlined,
  CheckSquareOutlined,
  FileSearchOutlined,
  PayCircleOutlined,
  CommentOutlined,
  CustomerServiceOutlined,
  FileDoneOutlined,
  MessageOutlined,
  StarOutlined,
  ApiOutlined,
  ControlOutlined,
  FileTextOutlined,
  FolderOutlined,
  NotificationOutlined,
  PieChartOutlined,
  ReadOutlined,
  SolutionOutlined,
  AlertOutlined,
  FormOutlined,
  SafetyCertificateOutlined,
  ProfileOutlined,
} from '@ant-design/icons';
import { CONSOLE_AREA_ROLES, type ConsoleArea, type StaffRole } from '@hospital/contract';
import type { ComponentType, ReactNode } from 'react';
import { paths, type ConsolePath } from './paths.ts';

/**
 * The console's areas as the sider's sections, in menu order. A page names the area it sits
 * in, which also says who opens it: the roles the server gives that area's endpoints.
 */
export const consoleAreas = {
  scheduling: { title: '门诊排班', icon: <CalendarOutlined /> },
  finance: { title: '财务管理', icon: <AccountBookOutlined /> },
  serviceDesk: { title: '患者服务', icon: <CustomerServiceOutlined /> },
  visits: { title: '门诊就诊', icon: <SolutionOutlined /> },
  content: { title: '内容管理', icon: <ReadOutlined /> },
  system: { title: '系统管理', icon: <SettingOutlined /> },
} as const satisfies Record<ConsoleArea, { title: string; icon: ReactNode }>;

export interface ConsolePage {
  path: ConsolePath;
  title: string;
  /** One line on the workbench card that links here. */
  description: string;
  icon: ReactNode;
  /** Its menu section; the menu hides it from members without the area's roles and a direct URL shows 无权限. */
  area: ConsoleArea;
  /** The page itself, fetched when first opened: the sign-in page stays small, and the
   * editor and chart libraries load only with the pages that use them. */
  load: () => Promise<ComponentType>;
  /** A page reached from another (an editor, a result): routed, but not in the menu or on the workbench. */
  inMenu?: false;
}

/** Every console page: its route, its menu entry and the roles that admit it, in one place. */
export const consolePages: readonly ConsolePage[] = [
  {
    path: paths.schedules,
    title: '排班管理',
    description: '查看各科室医生的出诊与挂号情况，修改号源，停诊并通知患者',
    icon: <MedicineBoxOutlined />,
    area: 'scheduling',
    load: () =>
      import('../features/scheduling/pages/schedules-page.tsx').then((m) => m.SchedulesPage),
  },
  {
    path: paths.doctors,
    title: '医生管理',
    description: '维护医生的职称、擅长、简介和头像',
    icon: <UserOutlined />,
    area: 'scheduling',
    load: () => import('../features/scheduling/pages/doctors-page.tsx').then((m) => m.DoctorsPage),
  },
  {
    path: paths.departments,
    title: '科室管理',
    description: '修改科室名称和介绍，设置科室是否对患者可见',
    icon: <ApartmentOutlined />,
    area: 'scheduling',
    load: () =>
      import('../features/scheduling/pages/departments-page.tsx').then((m) => m.DepartmentsPage),
  },
  {
    path: paths.paymentOrders,
    title: '支付订单',
    description: '查询支付订单与退款记录，发起退款',
    icon: <PayCircleOutlined />,
    area: 'finance',
    load: () =>
      import('../features/finance/pages/payment-orders-page.tsx').then((m) => m.PaymentOrdersPage),
  },
  {
    path: paths.refundApprovals,
    title: '退款审批',
    description: '审批超过额度的退款申请，同意或驳回',
    icon: <CheckSquareOutlined />,
    area: 'finance',
    load: () =>
      import('../features/finance/pages/refund-approvals-page.tsx').then(
        (m) => m.RefundApprovalsPage,
      ),
  },
  {
    path: paths.reconciliation,
    title: '对账',
    description: '按日核对本院收退款与微信支付、支付宝账单，下载 CSV',
    icon: <FileSearchOutlined />,
    area: 'finance',
    load: () =>
      import('../features/finance/pages/reconciliation-page.tsx').then((m) => m.ReconciliationPage),
  },
  {
    path: paths.feedback,
    title: '意见反馈',
    description: '回复患者的建议与投诉，即时送达手机',
    icon: <MessageOutlined />,
    area: 'serviceDesk',
    load: () =>
      import('../features/service-desk/pages/feedback-page.tsx').then((m) => m.FeedbackPage),
  },
  {
    path: paths.doorPass,
    title: '通行码核验',
    description: '门岗扫描患者的健康通行码，核验真伪、颜色与有效期',
    icon: <SafetyCertificateOutlined />,
    area: 'serviceDesk',
    load: () =>
      import('../features/door-pass/pages/door-pass-page.tsx').then((m) => m.DoorPassPage),
  },
  {
    path: paths.reportComments,
    title: '报告评价',
    description: '患者查看报告后对就诊服务的评分与留言',
    icon: <FileDoneOutlined />,
    area: 'serviceDesk',
    load: () =>
      import('../features/service-desk/pages/report-comments-page.tsx').then(
        (m) => m.ReportCommentsPage,
      ),
  },
  {
    path: paths.doctorEvaluations,
    title: '医生评价',
    description: '患者对医生的逐条评价，可按医生查找',
    icon: <CommentOutlined />,
    area: 'serviceDesk',
    load: () =>
      import('../features/service-desk/pages/doctor-evaluations-page.tsx').then(
        (m) => m.DoctorEvaluationsPage,
      ),
  },
  {
    path: paths.doctorRatings,
    title: '医生评分',
    description: '各医生的平均评分与评价数，低分在前',
    icon: <StarOutlined />,
    area: 'serviceDesk',
    load: () =>
      import('../features/service-desk/pages/doctor-ratings-page.tsx').then(
        ({ DoctorRatingsPage }) =>
          function DoctorRatings() {
            return (
              <DoctorRatingsPage
                evaluationsOf={(doctorId) => `${paths.doctorEvaluations}?doctorId=${doctorId}`}
              />
            );
          },
      ),
  },
  {
    path: paths.visits,
    title: '预问诊',
    description: '按日查看预约患者的预问诊填写情况与危急提示，打开摘要',
    icon: <FormOutlined />,
    area: 'visits',
    load: () => import('../features/triage/pages/visits-page.tsx').then((m) => m.VisitsPage),
  },
  {
    path: paths.news,
    title: '新闻资讯',
    description: '撰写、发布和撤回健康科普与医院动态',
    icon: <FileTextOutlined />,
    area: 'content',
    load: () => import('../features/content/pages/news-list-page.tsx').then((m) => m.NewsListPage),
  },
  {
    path: paths.newsEditor,
    title: '编辑文章',
    description: '文章的标题、分类、封面与正文',
    icon: <FileTextOutlined />,
    area: 'content',
    load: () =>
      import('../features/content/pages/news-editor-page.tsx').then((m) => m.NewsEditorPage),
    inMenu: false,
  },
  {
    path: paths.newsCategories,
    title: '新闻分类',
    description: '维护患者端新闻资讯的分栏及顺序',
    icon: <FolderOutlined />,
    area: 'content',
    load: () =>
      import('../features/content/pages/news-categories-page.tsx').then(
        (m) => m.NewsCategoriesPage,
      ),
  },
  {
    path: paths.notices,
    title: '医院公告',
    description: '发布停诊、节假日安排等全院公告',
    icon: <NotificationOutlined />,
    area: 'content',
    load: () => import('../features/content/pages/notices-page.tsx').then((m) => m.NoticesPage),
  },
  {
    path: paths.surveys,
    title: '满意度调查',
    description: '设计问卷，查看患者的答卷统计',
    icon: <PieChartOutlined />,
    area: 'content',
    load: () => import('../features/content/pages/surveys-page.tsx').then((m) => m.SurveysPage),
  },
  {
    path: paths.surveyEditor,
    title: '编辑问卷',
    description: '问卷的题目与选项',
    icon: <PieChartOutlined />,
    area: 'content',
    load: () =>
      import('../features/content/pages/survey-editor-page.tsx').then((m) => m.SurveyEditorPage),
    inMenu: false,
  },
  {
    path: paths.surveyResults,
    title: '问卷结果',
    description: '每道题各选项的统计图',
    icon: <PieChartOutlined />,
    area: 'content',
    load: () =>
      import('../features/content/pages/survey-results-page.tsx').then((m) => m.SurveyResultsPage),
    inMenu: false,
  },
  {
    path: paths.triageVersions,
    title: '分诊内容',
    description: '维护身体部位、症状与科室、危急规则和预问诊问题，审核发布新版本',
    icon: <AlertOutlined />,
    area: 'content',
    load: () =>
      import('../features/triage/pages/triage-versions-page.tsx').then((m) => m.TriageVersionsPage),
  },
  {
    path: paths.triageDraft,
    title: '编辑分诊草稿',
    description: '分诊内容草稿的部位、症状、规则与问题',
    icon: <AlertOutlined />,
    area: 'content',
    load: () =>
      import('../features/triage/pages/triage-draft-page.tsx').then((m) => m.TriageDraftPage),
    inMenu: false,
  },
  {
    path: paths.triageVersion,
    title: '查看分诊内容',
    description: '某一版分诊内容的只读查看',
    icon: <AlertOutlined />,
    area: 'content',
    load: () =>
      import('../features/triage/pages/triage-version-page.tsx').then((m) => m.TriageVersionPage),
    inMenu: false,
  },
  {
    path: paths.questionnaires,
    title: '问卷管理',
    description: '维护发热门诊预检、健康登记和核酸流调的题目，保存即生效',
    icon: <ProfileOutlined />,
    area: 'content',
    load: () =>
      import('../features/questionnaires/pages/questionnaires-page.tsx').then(
        (m) => m.QuestionnairesPage,
      ),
  },
  {
    path: paths.staffAccounts,
    title: '员工账号',
    description: '创建工作人员账号，分配角色，停用账号或重置密码',
    icon: <TeamOutlined />,
    area: 'system',
    load: () =>
      import('../features/staff/pages/staff-accounts-page.tsx').then((m) => m.StaffAccountsPage),
  },
  {
    path: paths.auditLog,
    title: '审计日志',
    description: '查询每一次操作的执行人、内容及变更前后的数据',
    icon: <AuditOutlined />,
    area: 'system',
    load: () => import('../features/audit/pages/audit-log-page.tsx').then((m) => m.AuditLogPage),
  },
  {
    path: paths.hospitalSettings,
    title: '医院设置',
    description: '挂号时间、预约天数、支付时限、联系方式，以及患者端功能模块的开关',
    icon: <ControlOutlined />,
    area: 'system',
    load: () =>
      import('../features/settings/pages/hospital-settings-page.tsx').then(
        (m) => m.HospitalSettingsPage,
      ),
  },
  {
    path: paths.webhooks,
    title: 'Webhook 管理',
    description: '查看推送给 HIS 的事件投递记录并重新投递，管理订阅地址与签名密钥',
    icon: <ApiOutlined />,
    area: 'system',
    load: () => import('../features/webhooks/pages/webhooks-page.tsx').then((m) => m.WebhooksPage),
  },
];

/** The roles that open a page: those of its area. */
export const rolesOf = (page: ConsolePage): readonly StaffRole[] => CONSOLE_AREA_ROLES[page.area];
