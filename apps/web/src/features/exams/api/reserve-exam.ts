import { reserveExamEndpoint } from '@hospital/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { useExamMutation } from './use-exam-mutation.ts';

/** Books a pending exam into the chosen period. Resolves with the request layer's result, so the page can say why it was refused. */
export const reserveExam = (body: { orderId: number; periodId: number }) =>
  callEndpoint(reserveExamEndpoint, { body });

export const useReserveExam = () => useExamMutation(reserveExam);
