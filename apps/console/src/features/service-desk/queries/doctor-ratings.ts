import { doctorRatingsEndpoint } from '@hospital/contract/console';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

export const doctorRatingsQueryOptions = () =>
  queryOptions({
    queryKey: ['doctor-ratings'] as const,
    queryFn: () => callEndpoint(doctorRatingsEndpoint, {}),
  });

export const useDoctorRatings = () => useQuery(doctorRatingsQueryOptions());
