import { newsCategoryEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { newsKeys } from './keys.ts';

export const getNewsCategories = async () =>
  unwrap(await callEndpoint(newsCategoryEndpoint, {}, { loading: false }));

export const getNewsCategoriesQueryOptions = () =>
  queryOptions({ queryKey: newsKeys.categories(), queryFn: getNewsCategories });

export const useNewsCategories = () => useQuery(getNewsCategoriesQueryOptions());
