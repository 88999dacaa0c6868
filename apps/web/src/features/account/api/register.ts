import { registerUserEndpoint, type Register } from '@hospital/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';

export const register = (body: Register) => callEndpoint(registerUserEndpoint, { body });
