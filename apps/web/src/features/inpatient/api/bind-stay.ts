import { saveUserInpatEndpoint, type BindStay } from '@hospital/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';

/** saveUserInpat: follow a stay by its inpatient number and the patient's name. */
export const bindStay = (body: BindStay) => callEndpoint(saveUserInpatEndpoint, { body });
