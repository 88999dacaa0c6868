import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getAllDoctorPage } from '../../../api/queries/get-all-doctor.ts';
import { registrationKeys } from './keys.ts';

const PAGE_SIZE = 20;

export const getAllDoctorsQueryOptions = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: registrationKeys.allDoctors(keyword),
    queryFn: ({ pageParam }) => getAllDoctorPage({ keyword, page: pageParam, pageSize: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });

export const useAllDoctors = (keyword: string) =>
  useInfiniteQuery(getAllDoctorsQueryOptions(keyword));
