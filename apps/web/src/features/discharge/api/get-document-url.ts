import {
  elecBillUrlEndpoint,
  feeListPdfEndpoint,
  medicalFeeListPdfEndpoint,
} from '@hospital/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';

const ENDPOINTS = {
  bill: elecBillUrlEndpoint,
  feeList: feeListPdfEndpoint,
  medicalFeeList: medicalFeeListPdfEndpoint,
};
export type DischargeDocument = keyof typeof ENDPOINTS;

/**
 * Where a discharge PDF is served: the bill by its settlement, the fee lists by their stay.
 * Resolves with the request layer's result, so the page can say the file is not ready yet.
 */
export const getDocumentUrl = (kind: DischargeDocument, id: number) =>
  callEndpoint(ENDPOINTS[kind], { query: { id } });
