import { checkHealthPassEndpoint } from '@hospital/contract/console';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

/** A check changes nothing on the server; it is a mutation because each scan is an act. */
export const useCheckPass = () =>
  useMutation({
    mutationFn: (code: string) => callEndpoint(checkHealthPassEndpoint, { body: { code } }),
  });
