import { reserveExamGroupEndpoint } from '@hospital/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { useExamMutation } from './use-exam-mutation.ts';

/** Books a group's exams together, or none. Resolves with the request layer's result, so the page can say why it was refused. */
export const reserveExamGroup = (body: { orderIds: number[] }) =>
  callEndpoint(reserveExamGroupEndpoint, { body });

export const useReserveExamGroup = () => useExamMutation(reserveExamGroup);
