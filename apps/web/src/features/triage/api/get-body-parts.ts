import { bodyPartListEndpoint, type TriageFigure } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { guidanceKeys } from './guidance-keys.ts';

export const getBodyParts = async (figure: TriageFigure) =>
  unwrap(await callEndpoint(bodyPartListEndpoint, { query: { figure } }, { loading: false }));

export const getBodyPartsQueryOptions = (figure: TriageFigure) =>
  queryOptions({
    queryKey: guidanceKeys.bodyParts(figure),
    queryFn: () => getBodyParts(figure),
    staleTime: Infinity,
  });

export const useBodyParts = (figure: TriageFigure) => useQuery(getBodyPartsQueryOptions(figure));
