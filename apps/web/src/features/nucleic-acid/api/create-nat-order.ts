import { createNatOrderEndpoint, type CreateNatOrderInput } from '@hospital/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';

/** Resolves with the request layer's result, so the page can show the server's reason. */
export const createNatOrder = (body: CreateNatOrderInput) =>
  callEndpoint(createNatOrderEndpoint, { body });

export const useCreateNatOrder = () => useMutation({ mutationFn: createNatOrder });
