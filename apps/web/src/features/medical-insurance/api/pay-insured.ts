import { appointmentInsurance } from '@hospital/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';

/** The mixed order for the split the patient confirmed (409 when it expired or changed). */
export const payInsured = (id: number, settlementId: number) =>
  callEndpoint(appointmentInsurance.pay, { params: { id }, body: { settlementId } });
