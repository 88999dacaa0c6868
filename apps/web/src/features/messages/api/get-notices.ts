import { noticesEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';

export const getNotices = async () =>
  unwrap(await callEndpoint(noticesEndpoint, {}, { loading: false }));

export const getNoticesQueryOptions = () =>
  queryOptions({ queryKey: ['notices'], queryFn: getNotices });

export const useNotices = () => useQuery(getNoticesQueryOptions());

/** The count on the 消息 tab; asked for only while someone is signed in. */
export function useUnreadCount(enabled: boolean): number {
  const { data } = useQuery({ ...getNoticesQueryOptions(), enabled });
  return enabled ? (data?.unread ?? 0) : 0;
}
