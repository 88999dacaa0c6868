/** Strings of the news pages, registered as the `news` namespace. en.ts mirrors these keys. */
export const newsZhCN = {
  title: { detail: '资讯详情', healthEducation: '健康宣教' },
  reads: '{{count}} 阅读',
  empty: '该栏目暂无文章',
};
export type NewsMessages = typeof newsZhCN;
