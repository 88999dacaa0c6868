import { feverDictEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { feverKeys } from './keys.ts';

export const getFeverDict = async (recordId?: number) =>
  unwrap(
    await callEndpoint(
      feverDictEndpoint,
      { query: recordId === undefined ? {} : { recordId } },
      { loading: false },
    ),
  );

export const getFeverDictQueryOptions = (recordId?: number) =>
  queryOptions({ queryKey: feverKeys.dict(recordId), queryFn: () => getFeverDict(recordId) });

export const useFeverDict = (recordId?: number) => useQuery(getFeverDictQueryOptions(recordId));
