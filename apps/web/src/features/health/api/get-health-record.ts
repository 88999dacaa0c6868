import { healthRecordEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { healthKeys } from './keys.ts';

export const getHealthRecord = async (id: number) =>
  unwrap(await callEndpoint(healthRecordEndpoint, { query: { id } }, { loading: false }));

export const getHealthRecordQueryOptions = (id: number) =>
  queryOptions({ queryKey: healthKeys.detail(id), queryFn: () => getHealthRecord(id) });

export const useHealthRecord = (id: number) => useQuery(getHealthRecordQueryOptions(id));
