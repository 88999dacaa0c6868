/**
 * Senior mode's home, registered as the `seniorHome` namespace with its chunk: the common
 * services in everyday words. en.ts mirrors these keys.
 */
export const seniorHomeZhCN = {
  service: {
    register: '挂号看病',
    outpatientPay: '看病交费',
    reports: '查看报告',
    inpatient: '住院',
    waitList: '排队到哪了',
    regHistory: '我挂的号',
  },
  hint: {
    register: '先约好哪天看哪位医生',
    outpatientPay: '交看病、拿药、检查的钱',
    reports: '化验单和检查结果',
    inpatient: '交押金、看花费、办出院',
    waitList: '前面还有几个人',
    regHistory: '看看约好的号，也能取消',
  },
  more: '更多服务',
  fewer: '收起更多服务',
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type SeniorHomeMessages = Widen<typeof seniorHomeZhCN>;
