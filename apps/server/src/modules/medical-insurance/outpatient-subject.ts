import { notFound } from '../../http/http-error.ts';
import { outpatientPaymentOf } from '../outpatient/index.ts';
import { cardHolder } from '../patients/index.ts';
import type { InsuranceItem } from '../payments/index.ts';
import { insurableSubject } from './subjects.ts';

/** How the insurer's catalogue groups the HIS's line categories (its fund ratios go by these). */
const INSURER_CATEGORY: Record<string, string> = {
  western_medicine: 'drug',
  chinese_medicine: 'drug',
  lab: 'test',
  exam: 'exam',
  treatment: 'treatment',
  material: 'material',
  other: 'other',
};

/** An outpatient payment offers insurance: every line of its bills, as the HIS priced it. */
export function offerOutpatientInsurance(): void {
  insurableSubject('outpatient', async (deps, userId, id) => {
    const payment = await outpatientPaymentOf(deps, userId, id);
    if (!payment) throw notFound('缴费记录不存在');
    const { order, bills, cardNo } = payment;
    const holder = await cardHolder(deps, cardNo);
    if (!holder?.patientId) throw notFound('缴费记录不存在');
    const items: InsuranceItem[] = bills.flatMap((bill) =>
      bill.items
        .filter((item) => item.amountFen > 0)
        .map((item) => ({
          name: item.name,
          category: INSURER_CATEGORY[item.category] ?? 'other',
          amountFen: item.amountFen,
        })),
    );
    return {
      subjectType: 'outpatient',
      subjectId: id,
      patientId: holder.patientId,
      order,
      orderType: 'DIAG_PAY',
      items,
      returnUrl: `/pay/hCarePaySuccess?subject=outpatient&id=${id}`,
      notPayable: bills.every((bill) => bill.status === 'unpaid')
        ? null
        : '账单已缴费或已作废，请刷新',
    };
  });
}
