import { scanPayEndpoint, type ScanPay } from '@hospital/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';

/** Resolves with the request layer's result: a wrong name or ID tail is the server's to say. */
export const scanPay = (body: ScanPay) => callEndpoint(scanPayEndpoint, { body });

export const useScanPay = () => useMutation({ mutationFn: scanPay });
