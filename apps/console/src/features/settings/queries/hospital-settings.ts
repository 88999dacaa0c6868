import { hospitalSettingsEndpoint } from '@hospital/contract/console';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

export const hospitalSettingsKey = () => ['hospital-settings'] as const;

export const hospitalSettingsQueryOptions = () =>
  queryOptions({
    queryKey: hospitalSettingsKey(),
    queryFn: () => callEndpoint(hospitalSettingsEndpoint, {}),
  });

export const useHospitalSettings = () => useQuery(hospitalSettingsQueryOptions());
