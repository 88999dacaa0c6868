import { newsEndpoint } from '@hospital/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { newsKeys } from './keys.ts';

const PAGE_SIZE = 10;

export const getNewsPage = async (categoryId: number, page: number) =>
  unwrap(
    await callEndpoint(
      newsEndpoint,
      { params: { id: categoryId }, query: { page, size: PAGE_SIZE } },
      { loading: false },
    ),
  );

export const getNewsPagesQueryOptions = (categoryId: number) =>
  infiniteQueryOptions({
    queryKey: newsKeys.list(categoryId),
    queryFn: ({ pageParam }) => getNewsPage(categoryId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });

export const useNewsPages = (categoryId: number) =>
  useInfiniteQuery(getNewsPagesQueryOptions(categoryId));
