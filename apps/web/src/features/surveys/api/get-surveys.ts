import { surveysEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { surveyKeys } from './keys.ts';

export const getSurveys = async () =>
  unwrap(await callEndpoint(surveysEndpoint, {}, { loading: false }));

export const getSurveysQueryOptions = () =>
  queryOptions({ queryKey: surveyKeys.list(), queryFn: getSurveys });

export const useSurveys = () => useQuery(getSurveysQueryOptions());
