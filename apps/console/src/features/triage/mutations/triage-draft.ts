import {
  discardTriageDraftEndpoint,
  publishTriageDraftEndpoint,
  saveTriageDraftEndpoint,
} from '@hospital/contract/console';
import type { BodyOf } from '@hospital/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { triageVersionsKey } from '../queries/triage-versions.ts';

function useTriageChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: triageVersionsKey }),
  });
}

export const useSaveTriageDraft = () =>
  useTriageChange((body: BodyOf<typeof saveTriageDraftEndpoint>) =>
    callEndpoint(saveTriageDraftEndpoint, { body }),
  );

export const usePublishTriageDraft = () =>
  useTriageChange(() => callEndpoint(publishTriageDraftEndpoint, {}));

export const useDiscardTriageDraft = () =>
  useTriageChange(() => callEndpoint(discardTriageDraftEndpoint, {}));
