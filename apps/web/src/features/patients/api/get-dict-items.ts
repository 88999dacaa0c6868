import { dictItemDataEndpoint, type DictType } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { patientKeys } from './keys.ts';

export const getDictItems = async (type: DictType) =>
  unwrap(await callEndpoint(dictItemDataEndpoint, { query: { type } }, { loading: false }));

/** The choices change only with a hospital release, so they are cached for the session. */
export const getDictItemsQueryOptions = (type: DictType) =>
  queryOptions({
    queryKey: patientKeys.dict(type),
    queryFn: () => getDictItems(type),
    staleTime: Infinity,
  });

export const useDictItems = (type: DictType) => useQuery(getDictItemsQueryOptions(type));
