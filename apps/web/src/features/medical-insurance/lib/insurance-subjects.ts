import {
  appointmentInsurance,
  appointmentInsuranceReturnEndpoint,
  IdSchema,
  InsuranceChannelSchema,
  outpatientInsurance,
} from '@hospital/contract';
import { z } from 'zod';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { links, type InsuranceSubject } from '../../../lib/paths.ts';

/**
 * What an insurance page pays, from its link: a registration unless the link names the
 * subject (older links carry only the appointment id), and WeChat's channel unless it names hcare.
 */
export const InsuranceLinkSchema = z.object({
  subject: z.enum(['registration', 'outpatient']).default('registration'),
  id: IdSchema,
  channel: InsuranceChannelSchema.default('wechat_medicare'),
});
export type InsuranceLink = z.output<typeof InsuranceLinkSchema>;

/**
 * The one table the insurance pages read per subject: its insurance calls, how to read its
 * latest settlement, and where paying in cash instead and "what next" live.
 */
export const INSURANCE_SUBJECTS = {
  registration: {
    endpoints: appointmentInsurance,
    latest: (id: number) =>
      callEndpoint(appointmentInsuranceReturnEndpoint, { params: { id } }, { loading: false }),
    cashPay: (id: number) => links.paymentMethod(id),
    next: (id: number) => links.regDetail(id),
  },
  outpatient: {
    endpoints: outpatientInsurance,
    latest: (id: number) =>
      callEndpoint(outpatientInsurance.orderQuery, { params: { id } }, { loading: false }),
    cashPay: (id: number) => links.outpatientPatientPay(id),
    next: (id: number) => links.outpatientPayDetails(id),
  },
} satisfies Record<InsuranceSubject, unknown>;
