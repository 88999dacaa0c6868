/** Strings of senior mode, registered as the `senior` namespace. en.ts mirrors these keys. */
export const seniorZhCN = {
  title: '长辈模式',
  description: '字体更大、按钮更大、颜色更清楚，首页只保留常用服务',
  on: '已开启长辈模式',
  off: '已关闭长辈模式',
  offer: {
    title: '字太小？试试长辈模式',
    hint: '字更大、按钮更大，常用服务一眼就能找到',
    accept: '开启',
    decline: '暂不',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type SeniorMessages = Widen<typeof seniorZhCN>;
