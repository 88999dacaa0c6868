import { resetPassword as resetEndpoint, type ResetPassword } from '@hospital/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';

export const resetPassword = (body: ResetPassword) => callEndpoint(resetEndpoint, { body });
