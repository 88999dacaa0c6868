import {
  consoleArticleEndpoint,
  consoleArticlesEndpoint,
  consoleNewsCategoriesEndpoint,
  type ConsoleArticleQuery,
} from '@hospital/contract/console';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

export const newsKey = ['content', 'news'] as const;
export const newsCategoriesKey = ['content', 'news-categories'] as const;

export const newsCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: newsCategoriesKey,
    queryFn: () => callEndpoint(consoleNewsCategoriesEndpoint, {}),
  });

export const useNewsCategories = () => useQuery(newsCategoriesQueryOptions());

export const useArticles = (query: ConsoleArticleQuery) =>
  useQuery({
    queryKey: [...newsKey, 'list', query],
    queryFn: () => callEndpoint(consoleArticlesEndpoint, { query }),
    placeholderData: keepPreviousData,
  });

/** Nothing to load for an article not yet written. */
export const useArticle = (id: number | null) =>
  useQuery({
    queryKey: [...newsKey, id],
    queryFn: () => callEndpoint(consoleArticleEndpoint, { params: { id: id! } }),
    enabled: id !== null,
  });
