import { resetPasswordEndpoint, type ResetPassword } from '@hospital/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';

export const resetPassword = (body: ResetPassword) => callEndpoint(resetPasswordEndpoint, { body });
