import { indexInitEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';

/** The home page shows its own skeleton, so the global loading indicator stays off. */
export const getIndexInit = async () =>
  unwrap(await callEndpoint(indexInitEndpoint, {}, { loading: false }));

export const getIndexInitQueryOptions = () =>
  queryOptions({ queryKey: ['index', 'init'], queryFn: getIndexInit });

export const useIndexInit = () => useQuery(getIndexInitQueryOptions());
