import { consoleNoticesEndpoint, type ConsoleNoticeQuery } from '@hospital/contract/console';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

export const noticesKey = ['content', 'notices'] as const;

export const useNotices = (query: ConsoleNoticeQuery) =>
  useQuery({
    queryKey: [...noticesKey, query],
    queryFn: () => callEndpoint(consoleNoticesEndpoint, { query }),
    placeholderData: keepPreviousData,
  });
