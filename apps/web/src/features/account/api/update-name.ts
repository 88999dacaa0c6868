import { updateNameEndpoint } from '@hospital/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';

export const updateName = (name: string) => callEndpoint(updateNameEndpoint, { body: { name } });
