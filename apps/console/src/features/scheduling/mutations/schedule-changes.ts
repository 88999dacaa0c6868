import {
  consoleStopScheduleEndpoint,
  updateScheduleCapacityEndpoint,
} from '@hospital/contract/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { schedulesKey } from '../queries/schedules.ts';

export function useChangeCapacity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, capacity }: { id: number; capacity: number }) =>
      callEndpoint(updateScheduleCapacityEndpoint, { params: { id }, body: { capacity } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schedulesKey() }),
  });
}

export function useStopClinic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      callEndpoint(consoleStopScheduleEndpoint, { params: { id }, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schedulesKey() }),
  });
}
