import { reserveExamNowEndpoint } from '@hospital/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { useExamMutation } from './use-exam-mutation.ts';

/** Books the earliest period the exam, or its whole group, can take. Resolves with the request layer's result, so the page can say why it was refused. */
export const reserveExamNow = (body: { orderId: number }) =>
  callEndpoint(reserveExamNowEndpoint, { body });

export const useReserveExamNow = () => useExamMutation(reserveExamNow);
