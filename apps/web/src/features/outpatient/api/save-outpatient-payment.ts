import { saveOutpatientPaymentEndpoint, type SaveOutpatientPayment } from '@hospital/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';

/** Resolves with the request layer's result, so the page can show the server's reason. */
export const saveOutpatientPayment = (body: SaveOutpatientPayment) =>
  callEndpoint(saveOutpatientPaymentEndpoint, { body });

export const useSaveOutpatientPayment = () => useMutation({ mutationFn: saveOutpatientPayment });
