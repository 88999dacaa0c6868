import { surveyEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { surveyKeys } from './keys.ts';

export const getSurvey = async (id: number) =>
  unwrap(await callEndpoint(surveyEndpoint, { params: { id } }, { loading: false }));

export const getSurveyQueryOptions = (id: number) =>
  queryOptions({ queryKey: surveyKeys.detail(id), queryFn: () => getSurvey(id) });

export const useSurvey = (id: number) => useQuery(getSurveyQueryOptions(id));
