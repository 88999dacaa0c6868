import { newsArticleEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { newsKeys } from './keys.ts';

export const getNewsArticle = async (id: number) =>
  unwrap(await callEndpoint(newsArticleEndpoint, { params: { id } }, { loading: false }));

export const getNewsArticleQueryOptions = (id: number) =>
  queryOptions({ queryKey: newsKeys.article(id), queryFn: () => getNewsArticle(id) });

export const useNewsArticle = (id: number) => useQuery(getNewsArticleQueryOptions(id));
