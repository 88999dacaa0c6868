/** Strings of the news pages, registered as the `news` namespace. en.ts mirrors these keys. */
export const newsZhCN = {
  title: { detail: '资讯详情', healthEducation: '健康宣教' },
  reads: '{{count}} 阅读',
  empty: '该栏目暂无文章',
  noMore: '没有更多了',
  loadingMore: '加载中',
};
export type NewsMessages = typeof newsZhCN;
