import { getAllDoctor } from '@hospital/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { registrationKeys } from './keys.ts';

const PAGE_SIZE = 20;

export const getAllDoctors = async (keyword: string, page: number) =>
  unwrap(
    await callEndpoint(
      getAllDoctor,
      { query: { keyword, page, pageSize: PAGE_SIZE } },
      { loading: false },
    ),
  );

export const getAllDoctorsQueryOptions = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: registrationKeys.allDoctors(keyword),
    queryFn: ({ pageParam }) => getAllDoctors(keyword, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });

export const useAllDoctors = (keyword: string) =>
  useInfiniteQuery(getAllDoctorsQueryOptions(keyword));
