import { doctorEvaluatesEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { registrationKeys } from './keys.ts';

const PAGE_SIZE = 10;

/** The latest reviews of a doctor with the average; the page shows the first ten. */
export const getEvaluates = async (docId: number) =>
  unwrap(
    await callEndpoint(
      doctorEvaluatesEndpoint,
      { params: { docId }, query: { page: 1, pageSize: PAGE_SIZE } },
      { loading: false },
    ),
  );

export const getEvaluatesQueryOptions = (docId: number) =>
  queryOptions({ queryKey: registrationKeys.evaluates(docId), queryFn: () => getEvaluates(docId) });

export const useDoctorEvaluates = (docId: number) => useQuery(getEvaluatesQueryOptions(docId));
