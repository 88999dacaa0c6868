import type { InsuranceSettlement } from '@hospital/contract';
import type { PaymentOrder } from '../payments/index.ts';
import type { SettlementWithPatient } from './repository.ts';

export function presentSettlement(
  settlement: SettlementWithPatient,
  order: PaymentOrder,
  refundedFen: number,
): InsuranceSettlement {
  return {
    id: settlement.id,
    subjectType: order.subjectType,
    subjectId: order.subjectId,
    channel: settlement.channel,
    status: settlement.status,
    patientName: settlement.patientName,
    description: order.description,
    acctUsed: settlement.acctUsed,
    split: {
      totalFen: settlement.totalFen,
      fundFen: settlement.fundFen,
      psnAcctFen: settlement.psnAcctFen,
      cashFen: settlement.cashFen,
    },
    insurerSettlementNo: settlement.payOrdId,
    outTradeNo: order.outTradeNo,
    expiresAt: settlement.expiresAt.toISOString(),
    createdAt: settlement.createdAt.toISOString(),
    paidAt: settlement.paidAt?.toISOString() ?? null,
    refundedFen,
  };
}
