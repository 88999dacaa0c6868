import type { NewsMessages } from './zh-cn.ts';

export const newsEn: NewsMessages = {
  title: { detail: 'Article', healthEducation: 'Health education' },
  reads: '{{count}} reads',
  empty: 'No articles here yet',
};
