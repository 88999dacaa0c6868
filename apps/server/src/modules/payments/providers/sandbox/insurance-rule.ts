import type { InsuranceSplit } from '@hospital/contract';

/**
 * The sandbox insurer's published demo rule (docs/decisions/027). Every insured person opens
 * with ¥500.00 in the personal account and a yearly deductible of ¥20.00; each bill line pays
 * the deductible left first, then the fund pays its category's share of the rest (rounded
 * down to the fen); what the fund does not pay comes from the personal account when the
 * payer chose it (up to its balance), else in cash.
 */
export const DEMO_INSURANCE_RULE = {
  openingBalanceFen: 50_000,
  yearlyDeductibleFen: 2_000,
  /** Percent of a line (after the deductible) the pooled fund pays, by category. */
  fundPercent: {
    registration: 50,
    drug: 70,
    test: 60,
    exam: 60,
    treatment: 70,
    material: 0,
  } as Record<string, number>,
  /** How long a pre-settlement may be paid. */
  preSettlementMinutes: 10,
} as const;

export interface InsuredBalance {
  balanceFen: number;
  deductibleLeftFen: number;
}

/** The split of one bill for one person, and how much of the deductible it uses. */
export function splitBill(
  items: { category: string; amountFen: number }[],
  person: InsuredBalance,
  acctUsed: boolean,
): { split: InsuranceSplit; deductibleFen: number } {
  let deductibleLeft = person.deductibleLeftFen;
  let totalFen = 0;
  let fundFen = 0;
  for (const item of items) {
    const deductible = Math.min(deductibleLeft, item.amountFen);
    deductibleLeft -= deductible;
    const percent = DEMO_INSURANCE_RULE.fundPercent[item.category] ?? 0;
    fundFen += Math.floor(((item.amountFen - deductible) * percent) / 100);
    totalFen += item.amountFen;
  }
  const ownFen = totalFen - fundFen;
  const psnAcctFen = acctUsed ? Math.min(ownFen, person.balanceFen) : 0;
  return {
    split: { totalFen, fundFen, psnAcctFen, cashFen: ownFen - psnAcctFen },
    deductibleFen: person.deductibleLeftFen - deductibleLeft,
  };
}
