import { cancelExamReservationEndpoint } from '@hospital/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { useExamMutation } from './use-exam-mutation.ts';

/** Gives back a booked exam's period, and its group's. Resolves with the request layer's result, so the page can say why it was refused. */
export const cancelExam = (body: { orderId: number }) =>
  callEndpoint(cancelExamReservationEndpoint, { body });

export const useCancelExam = () => useExamMutation(cancelExam);
