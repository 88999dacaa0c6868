import type { HospitalModule } from '@hospital/contract';
import {
  HOSPITAL_SETTINGS_LIMITS as LIMITS,
  type HospitalSettingsInput,
} from '@hospital/contract/console';

/** A setting the form edits with one control; the time window has its own pair of pickers. */
type ScalarSetting = Exclude<keyof HospitalSettingsInput, 'registrationWindow' | 'enabledModules'>;

interface NumberField {
  kind: 'number';
  name: ScalarSetting;
  label: string;
  unit: string;
  min: number;
  max: number;
  help: string;
}

interface TextField {
  kind: 'text' | 'textarea';
  name: ScalarSetting;
  label: string;
  max: number;
  help?: string;
  placeholder: string;
  /** The server's format rule, checked here first with the same message. */
  pattern?: { regex: RegExp; message: string };
}

/** An amount held in fen and typed in yuan; `min` and `max` are fen. */
interface MoneyField {
  kind: 'money';
  name: ScalarSetting;
  label: string;
  min: number;
  max: number;
  help: string;
}

export type SettingField = NumberField | MoneyField | TextField;

export interface SettingGroup {
  title: string;
  /** The registration window sits at the head of the booking rules. */
  withRegistrationWindow?: boolean;
  fields: readonly SettingField[];
}

/**
 * Every setting of the 医院设置 form, by group: a new setting is one entry here, with the
 * bounds the server enforces read from the contract.
 */
export const settingGroups: readonly SettingGroup[] = [
  {
    title: '挂号规则',
    withRegistrationWindow: true,
    fields: [
      {
        kind: 'number',
        name: 'bookingDays',
        label: '可预约天数',
        unit: '天',
        ...LIMITS.bookingDays,
        help: '含当天，患者最远可预约到几天后的号源',
      },
      {
        kind: 'number',
        name: 'cancelCutoffHours',
        label: '取消截止',
        unit: '小时',
        ...LIMITS.cancelCutoffHours,
        help: '就诊前多少小时之内不可再取消预约；0 表示就诊开始前均可取消',
      },
    ],
  },
  {
    title: '支付',
    fields: [
      {
        kind: 'number',
        name: 'paymentTimeoutMinutes',
        label: '支付时限',
        unit: '分钟',
        ...LIMITS.paymentTimeoutMinutes,
        help: '预约后未在时限内支付的订单自动取消，号源释放',
      },
      {
        kind: 'money',
        name: 'refundApprovalThresholdFen',
        label: '退款审批额度',
        ...LIMITS.refundApprovalThresholdFen,
        help: '控制台单笔退款超过此金额时，须另一位财务人员审批后才执行；填 0 则每笔退款都需审批',
      },
    ],
  },
  {
    title: '联系方式',
    fields: [
      {
        kind: 'text',
        name: 'servicePhone',
        label: '服务电话',
        max: LIMITS.servicePhone.max,
        placeholder: '如 0571-88886666',
        help: '显示在患者端首页及医院介绍页',
        pattern: {
          regex: /^\+?\d[\d -]*\d$/,
          message: '服务电话只能由数字、空格和连字符组成，如 0571-88886666',
        },
      },
      {
        kind: 'text',
        name: 'address',
        label: '医院地址',
        max: LIMITS.address.max,
        placeholder: '请输入医院详细地址',
      },
      {
        kind: 'textarea',
        name: 'intro',
        label: '医院简介',
        max: LIMITS.intro.max,
        placeholder: '请输入医院简介，显示在患者端“医院介绍”',
      },
    ],
  },
];

/** What patients lose when an area is switched off; the areas' names are the contract's. */
export const moduleDescriptions: Record<HospitalModule, string> = {
  registration: '科室与医生号源、预约及支付挂号费',
  outpatientPay: '查询并在线支付门诊待缴费用',
  inpatient: '住院信息、一日清单、押金缴纳与出院结算',
  reports: '检验、检查报告的查询与评价',
  appointmentInspection: '检查申请的预约与改约',
  nucleicAcid: '核酸检测预约、流调问卷与缴费',
  newCrown: '新冠相关信息登记',
  fever: '发热门诊预检分诊问卷',
  selfAdmission: '入院登记与押金在线办理',
  selfDischarge: '出院结算在线办理',
  waitingQueue: '查看当前候诊队列与叫号进度',
  hospitalGuide: '楼宇分布与科室位置指引',
  intelGuidance: '按症状推荐就诊科室',
  preDiagnosis: '就诊前填写病情，供医生参考',
  doctorFollow: '患者关注的医生列表',
  news: '健康资讯与医院新闻',
  feedback: '患者留言与医院回复',
  survey: '问卷调查的填写',
};
