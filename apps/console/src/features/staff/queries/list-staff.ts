import { listStaffEndpoint } from '@hospital/contract/console';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

export const staffKey = () => ['staff'] as const;

export const listStaffQueryOptions = () =>
  queryOptions({ queryKey: staffKey(), queryFn: () => callEndpoint(listStaffEndpoint, {}) });

export const useStaffList = () => useQuery(listStaffQueryOptions());
