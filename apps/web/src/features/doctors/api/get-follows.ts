import { findDoctorBookmark } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { doctorKeys } from './keys.ts';

export const getFollows = async () =>
  unwrap(await callEndpoint(findDoctorBookmark, {}, { loading: false }));

export const getFollowsQueryOptions = () =>
  queryOptions({ queryKey: doctorKeys.follows(), queryFn: getFollows });

export const useFollows = () => useQuery(getFollowsQueryOptions());
