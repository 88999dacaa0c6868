import { userQuestionCategoryEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { feedbackKeys } from './keys.ts';

export const getCategories = async () =>
  unwrap(await callEndpoint(userQuestionCategoryEndpoint, {}, { loading: false }));

export const getCategoriesQueryOptions = () =>
  queryOptions({ queryKey: feedbackKeys.categories(), queryFn: getCategories, staleTime: 600_000 });

export const useCategories = () => useQuery(getCategoriesQueryOptions());
