/** Strings of the waiting list, registered as the `queue` namespace. en.ts mirrors these keys. */
export const queueZhCN = {
  title: '排队叫号',
  empty: '今天没有待就诊的挂号',
  book: '去挂号',
  myNumber: '我的号码',
  calling: '当前叫号',
  notStarted: '未开诊',
  ahead: '前面还有',
  people: '{{count}} 人',
  wait: '预计等待约 {{minutes}} 分钟',
  yourTurn: '已到您就诊，请尽快前往诊室',
  refreshHint: '每 30 秒自动刷新，下拉可立即刷新',
  patient: '就诊人：<his>{{name}}</his>',
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type QueueMessages = Widen<typeof queueZhCN>;
