import type { Mismatch, Reconciliation } from '@hospital/contract/console';
import type { ServerDeps } from '../../../deps.ts';
import { HostApiError } from '../../../providers/types.ts';
import type { BillRecord, PaymentProvider } from '../providers/gateway.ts';
import { settledOn } from './reconciliation-repository.ts';

const PROVIDERS: PaymentProvider[] = ['wechat', 'alipay', 'medicare'];

/** A payment is known by its order number, a refund by its refund number. */
const keyOf = (record: BillRecord) =>
  `${record.kind}:${record.outTradeNo}:${record.outRefundNo ?? ''}`;

function totalsOf(records: BillRecord[]) {
  const of = (kind: BillRecord['kind']) => records.filter((record) => record.kind === kind);
  const fen = (list: BillRecord[]) => list.reduce((sum, record) => sum + record.amountFen, 0);
  return {
    paymentCount: of('payment').length,
    paymentFen: fen(of('payment')),
    refundCount: of('refund').length,
    refundFen: fen(of('refund')),
  };
}

/** Records by key, amounts added up: a key listed twice is compared by its total. */
function byKey(records: BillRecord[]): Map<string, BillRecord> {
  const map = new Map<string, BillRecord>();
  for (const record of records) {
    const known = map.get(keyOf(record));
    map.set(
      keyOf(record),
      known ? { ...known, amountFen: known.amountFen + record.amountFen } : record,
    );
  }
  return map;
}

function compare(provider: PaymentProvider, ours: BillRecord[], theirs: BillRecord[]) {
  const mine = byKey(ours);
  const bill = byKey(theirs);
  const mismatches: Mismatch[] = [];
  let matchedCount = 0;
  const mismatch = (
    record: BillRecord,
    problem: Mismatch['problem'],
    ourFen: number | null,
    providerFen: number | null,
  ) =>
    mismatches.push({
      provider,
      kind: record.kind,
      problem,
      outTradeNo: record.outTradeNo,
      outRefundNo: record.outRefundNo,
      ourFen,
      providerFen,
    });
  for (const [key, record] of mine) {
    const listed = bill.get(key);
    if (!listed) mismatch(record, 'missing_at_provider', record.amountFen, null);
    else if (listed.amountFen !== record.amountFen)
      mismatch(record, 'amount_differs', record.amountFen, listed.amountFen);
    else matchedCount += 1;
  }
  for (const [key, record] of bill)
    if (!mine.has(key)) mismatch(record, 'missing_here', null, record.amountFen);
  return { mismatches, matchedCount };
}

/**
 * One day of our settled payments and refunds against each configured provider's bill.
 * A bill that cannot be fetched is reported as unavailable rather than as every line missing.
 */
export async function reconcileDay(
  deps: Pick<ServerDeps, 'db' | 'payments' | 'log'>,
  date: string,
): Promise<Reconciliation> {
  const ledger = await settledOn(deps.db, date);
  const providers: Reconciliation['providers'] = [];
  const mismatches: Mismatch[] = [];
  for (const provider of PROVIDERS) {
    const gateway = deps.payments[provider];
    const ours = ledger.filter((record) => record.provider === provider);
    if (!gateway) continue;
    let theirs: BillRecord[] | null;
    try {
      theirs = await gateway.downloadBill(date);
    } catch (error) {
      if (!(error instanceof HostApiError)) throw error;
      deps.log.warn({ err: error, provider, date }, 'bill download failed');
      theirs = null;
    }
    const compared = theirs ? compare(provider, ours, theirs) : null;
    providers.push({
      provider,
      billAvailable: theirs !== null,
      ours: totalsOf(ours),
      theirs: totalsOf(theirs ?? []),
      matchedCount: compared?.matchedCount ?? 0,
    });
    mismatches.push(...(compared?.mismatches ?? []));
  }
  return { date, providers, mismatches };
}
