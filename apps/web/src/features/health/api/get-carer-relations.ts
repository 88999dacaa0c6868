import { healthDictItemsEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { healthKeys } from './keys.ts';

export const getCarerRelations = async () =>
  unwrap(
    await callEndpoint(
      healthDictItemsEndpoint,
      { query: { type: 'relation' } },
      { loading: false },
    ),
  );

export const getCarerRelationsQueryOptions = () =>
  queryOptions({ queryKey: healthKeys.relations(), queryFn: getCarerRelations });

export const useCarerRelations = () => useQuery(getCarerRelationsQueryOptions());
