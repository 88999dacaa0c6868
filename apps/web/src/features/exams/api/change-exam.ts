import { changeExamReservationEndpoint } from '@hospital/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { useExamMutation } from './use-exam-mutation.ts';

/** Moves a booked exam to another period. Resolves with the request layer's result, so the page can say why it was refused. */
export const changeExam = (body: { orderId: number; periodId: number }) =>
  callEndpoint(changeExamReservationEndpoint, { body });

export const useChangeExam = () => useExamMutation(changeExam);
