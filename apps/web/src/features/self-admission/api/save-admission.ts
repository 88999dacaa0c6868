import { saveAdmissionEndpoint, type SaveAdmission } from '@hospital/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';

/** Resolves with the request layer's result, so the form can put a 400 on its field. */
export const saveAdmission = (body: SaveAdmission) => callEndpoint(saveAdmissionEndpoint, { body });
