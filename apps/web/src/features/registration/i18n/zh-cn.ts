/** Strings of the booking flow, registered as the `registration` namespace. en.ts mirrors these keys. */
export const registrationZhCN = {
  title: {
    register: '预约挂号',
    choiceDoctor: '选择医生',
    doctorDetail: '医生详情',
    scheduleDate: '选择号源',
    confirm: '确认挂号',
    allDoctors: '全部医生',
    elderlyVoucher: '老年人优待',
  },
  departments: {
    search: '搜索科室',
    empty: '暂无可预约的科室',
    none: '该科室暂无可预约的门诊',
    noMatch: '没有找到与“{{keyword}}”相关的科室',
    allDoctors: '找医生',
  },
  tabs: { byDate: '按日期', byDoctor: '按医生' },
  slot: {
    remaining: '余 {{count}}',
    full: '约满',
    ended: '已结束',
    stopped: '停诊',
    book: '挂号',
    noneOnDay: '当天暂无排班，请选择其他日期',
    noDoctors: '该科室暂无出诊医生',
  },
  doctor: {
    speciality: '擅长：',
    ratingCount: '（{{count}} 条评价）',
    intro: '医生简介',
    location: '出诊地点',
    schedule: '出诊安排',
    noSchedule: '近 14 天暂无排班',
    reviews: '患者评价',
    noReviews: '暂无评价',
    average: '综合评分 {{average}}',
    follow: '关注',
    unfollow: '已关注',
    followers: '{{count}} 人关注',
    followed: '已关注该医生',
    unfollowed: '已取消关注',
  },
  confirm: {
    doctor: '就诊医生',
    dept: '就诊科室',
    time: '就诊时间',
    location: '就诊地点',
    fee: '挂号费',
    patient: '就诊人',
    choosePatient: '请选择就诊人',
    switchPatient: '切换',
    addPatient: '添加就诊人',
    cancel: '取消',
    noPatient: '还没有就诊人，请先添加',
    consentTitle: '挂号须知',
    accept: '我已阅读并同意《挂号须知》',
    mustAccept: '请先阅读并同意挂号须知',
    windowRule: '挂号时间为每天 {{window}}',
    windowClosed: '当前不在挂号时间内，挂号时间为每天 {{window}}',
    submit: '确认挂号',
    slotGone: '该号源已不可预约，请选择其他时段',
    unavailable: '号源信息已失效，请返回重新选择',
  },
  allDoctors: { search: '搜索医生姓名、科室或擅长', empty: '没有找到相关医生' },
  elderly: {
    title: '老年人就医优待',
    intro: '年满 65 周岁的老年患者可享受以下便利服务：',
    items: [
      '挂号、缴费、取药窗口优先办理',
      '每个门诊单元预留现场号源，无需提前预约',
      '门诊大厅设有志愿者服务台，协助使用自助设备',
      '子女可在“就诊人管理”中添加老人，代为预约挂号',
    ],
    register: '去预约挂号',
  },
} as const;

type Widen<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends readonly string[]
      ? readonly string[]
      : Widen<T[K]>;
};
export type RegistrationMessages = Widen<typeof registrationZhCN>;
