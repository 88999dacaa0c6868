import { appointmentEndpoint, outpatientPaymentEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import type { InsuranceSubject } from '../../../lib/paths.ts';

/** What the insurance pages show of a subject before paying, whichever kind it is. */
export interface InsuranceSubjectSummary {
  /** The patient who authorises; null when the account holds no such patient. */
  patientId: number | null;
  amountFen: number;
  payable: boolean;
  /** The registration, or each bill: as the hospital named it, with its number and amount. */
  lines: { name: string; note: string; amountFen: number }[];
}

async function readSummary(
  subject: InsuranceSubject,
  id: number,
): Promise<InsuranceSubjectSummary> {
  const options = { loading: false } as const;
  if (subject === 'registration') {
    const appointment = unwrap(
      await callEndpoint(appointmentEndpoint, { params: { id } }, options),
    );
    return {
      patientId: appointment.patientId,
      amountFen: appointment.feeFen,
      payable: appointment.status === 'pending_payment',
      lines: [
        {
          name: appointment.deptName,
          note: appointment.doctorName,
          amountFen: appointment.feeFen,
        },
      ],
    };
  }
  const payment = unwrap(
    await callEndpoint(outpatientPaymentEndpoint, { params: { id } }, options),
  );
  return {
    patientId: payment.patientId,
    amountFen: payment.amountFen,
    payable: payment.status === 'pending',
    lines: payment.bills.map((bill) => ({
      name: bill.department,
      note: bill.billNo,
      amountFen: bill.totalFen,
    })),
  };
}

export const insuranceSubjectQueryOptions = (subject: InsuranceSubject, id: number) =>
  queryOptions({
    queryKey: ['medicalInsurance', 'subject', subject, id] as const,
    queryFn: () => readSummary(subject, id),
  });

export const useInsuranceSubject = (subject: InsuranceSubject, id: number) =>
  useQuery(insuranceSubjectQueryOptions(subject, id));
