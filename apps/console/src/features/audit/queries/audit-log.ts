import type { QueryOf } from '@hospital/contract';
import { auditLogEndpoint } from '@hospital/contract/console';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

/** The filters and page as the server reads them. */
export type AuditQuery = QueryOf<typeof auditLogEndpoint>;

export const auditLogQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: ['audit', query] as const,
    queryFn: () => callEndpoint(auditLogEndpoint, { query }),
    // Paging keeps the last page on screen until the next arrives.
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (query: AuditQuery) => useQuery(auditLogQueryOptions(query));
