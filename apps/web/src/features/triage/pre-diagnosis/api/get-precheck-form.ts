import { precheckDataEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../api/call-endpoint.ts';
import { ApiError, unwrap } from '../../../../api/result.ts';
import { precheckKeys } from './keys.ts';

/** One visit's questions, symptom catalogue and saved answers; 404 for a visit not mine. */
export async function getPrecheckForm(appointmentId: number) {
  const { form } = unwrap(
    await callEndpoint(precheckDataEndpoint, { query: { appointmentId } }, { loading: false }),
  );
  if (!form) throw new ApiError({ ok: false, status: 404, msg: '' });
  return form;
}

export const getPrecheckFormQueryOptions = (appointmentId: number) =>
  queryOptions({
    queryKey: precheckKeys.form(appointmentId),
    queryFn: () => getPrecheckForm(appointmentId),
    // Another user's visit stays unknown however often it is asked.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

export const usePrecheckForm = (appointmentId: number) =>
  useQuery(getPrecheckFormQueryOptions(appointmentId));
