import {
  evaluateDelEndpoint,
  evaluateDoctorEndpoint,
  type EvaluateDoctorInput,
} from '@hospital/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { appointmentsKey } from '../../../api/queries/get-appointment-list.ts';

/** Resolves with the request layer's result, so the form can show the server's reason. */
export const rateVisit = (body: EvaluateDoctorInput) =>
  callEndpoint(evaluateDoctorEndpoint, { body });

export const deleteRatings = (docId: number) =>
  callEndpoint(evaluateDelEndpoint, { params: { docId } });

/** A rating changes my list, the doctor's reviews and whether a visit can still be rated. */
function useInvalidateRatings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['doctors'] }),
      queryClient.invalidateQueries({ queryKey: appointmentsKey }),
    ]);
}

export function useRateVisit() {
  const invalidate = useInvalidateRatings();
  return useMutation({ mutationFn: rateVisit, onSettled: invalidate });
}

export function useDeleteRatings() {
  const invalidate = useInvalidateRatings();
  return useMutation({ mutationFn: deleteRatings, onSettled: invalidate });
}
