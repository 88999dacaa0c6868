/** Strings of followed doctors and ratings, registered as the `doctors` namespace. en.ts mirrors these keys. */
export const doctorsZhCN = {
  title: {
    follow: '关注医生',
    treatment: '就诊评价',
    mine: '我的评价',
    detail: '评价详情',
  },
  follow: {
    empty: '还没有关注的医生',
    find: '去找医生',
    unfollow: '取消关注',
    unfollowed: '已取消关注',
  },
  rate: {
    pick: '待评价的就诊',
    none: '暂无待评价的就诊，就诊后可评价医生',
    go: '去评价',
    score: '总体评分',
    content: '说说您的就诊感受（选填）',
    submit: '提交评价',
    mustRate: '请先选择评分',
    done: '感谢您的评价',
    visit: '{{date}} {{period}} · <his>{{dept}}</his>',
  },
  mine: { empty: '还没有评价过医生' },
  detail: {
    doctor: '医生',
    visit: '就诊',
    score: '评分',
    content: '评价内容',
    createdAt: '评价时间',
    noContent: '未填写文字评价',
    delete: '删除评价',
    deleteConfirm: '确定删除对该医生的评价吗？',
    deleted: '评价已删除',
    confirm: '删除',
    cancel: '取消',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type DoctorsMessages = Widen<typeof doctorsZhCN>;
