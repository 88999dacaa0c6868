import { healthRecordsEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { healthKeys } from './keys.ts';

export const getHealthRecords = async () =>
  unwrap(await callEndpoint(healthRecordsEndpoint, {}, { loading: false }));

export const getHealthRecordsQueryOptions = () =>
  queryOptions({ queryKey: healthKeys.list(), queryFn: getHealthRecords });

export const useHealthRecords = () => useQuery(getHealthRecordsQueryOptions());
