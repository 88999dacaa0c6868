import { saveFeverEndpoint, type SaveFever } from '@hospital/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { getFeverDictQueryOptions } from './get-fever-dict.ts';

/** Resolves with the request layer's result, so the form can put a 400 on its question. */
export const saveFever = (body: SaveFever) => callEndpoint(saveFeverEndpoint, { body });

export function useSaveFever() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFever,
    onSuccess: (result) => {
      if (!result.ok) return;
      // The result page shows the saved record at once, with no second round trip.
      const { record, clinic } = result.data;
      const { queryKey } = getFeverDictQueryOptions(record.id);
      queryClient.setQueryData(queryKey, {
        questionnaire: record.sheet,
        clinic,
        record,
      });
    },
  });
}
