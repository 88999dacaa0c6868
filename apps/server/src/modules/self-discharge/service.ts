import {
  buildPath,
  DISCHARGE_FILE_PATH,
  type ClientPayParams,
  type DischargeOffer,
  type DischargeSummary,
  type Settlement,
  type SettlementRefund,
  type ServerSource,
} from '@hospital/contract';
import type { DischargeDocumentKind } from '@hospital/contract/his';
import type { ServerDeps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { depositTotalFen, dischargeProgress, visibleStay } from '../inpatient/index.ts';
import { getPaymentOrder, preparePayment } from '../payments/index.ts';
import { findDocumentId } from './his-repository.ts';
import {
  findDocument,
  findRecord,
  findSettlement,
  findSettlementOfStay,
  refundsOfSettlement,
  settlementsOfUser,
  type SettlementRecord,
} from './repository.ts';
import { renewBalanceOrder } from './settle-service.ts';
import { splitOf } from './split.ts';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;
type PayDeps = Pick<ServerDeps, 'db' | 'clock' | 'payments' | 'log'>;

/** The conditions and the trial of one of the account's stays. */
export async function dischargeOffer(
  deps: Deps,
  userId: number,
  stayId: number,
): Promise<DischargeOffer> {
  const progress = await dischargeProgress(deps, userId, stayId);
  const [record, depositFen, settlement] = await Promise.all([
    findRecord(deps.db, stayId),
    depositTotalFen(deps.db, stayId),
    findSettlementOfStay(deps.db, stayId),
  ]);
  return {
    stayId,
    status: progress.status,
    ready: progress.ready,
    missingSteps: progress.steps.filter((step) => !step.done).map((step) => step.step),
    trial: record && splitOf(record, settlement?.depositFen ?? depositFen),
    settlementId: settlement?.id ?? null,
  };
}

const REFUND_STATE = {
  pending: 'pending',
  processing: 'pending',
  success: 'succeeded',
  failed: 'failed',
} as const;

async function present(deps: Deps, record: SettlementRecord): Promise<Settlement> {
  const { settlement } = record;
  const refunds: SettlementRefund[] = (await refundsOfSettlement(deps.db, settlement.id)).map(
    (refund) => ({
      depositId: refund.depositId,
      amountFen: refund.amountFen,
      channel: refund.channel as SettlementRefund['channel'],
      status: refund.status ? REFUND_STATE[refund.status] : 'at_window',
    }),
  );
  return {
    id: settlement.id,
    stayId: settlement.stayId,
    inpatientNo: record.inpatientNo,
    patientName: record.patientName,
    ward: record.ward,
    status: settlement.status,
    totalFen: settlement.totalFen,
    insuranceFundFen: settlement.insuranceFundFen,
    personalAccountFen: settlement.personalAccountFen,
    selfPayFen: settlement.totalFen - settlement.insuranceFundFen - settlement.personalAccountFen,
    depositFen: settlement.depositFen,
    balanceFen: settlement.balanceFen,
    refunds,
    createdAt: settlement.createdAt.toISOString(),
    settledAt: settlement.settledAt?.toISOString() ?? null,
    hasBill: record.billId !== null,
  };
}

/** A settlement of a stay the account follows; 404 otherwise. */
async function ownSettlement(deps: Deps, userId: number, id: number) {
  const record = await findSettlement(deps.db, id);
  if (!record) throw notFound('结算记录不存在');
  await visibleStay(deps, userId, record.settlement.stayId).catch(() => {
    throw notFound('结算记录不存在');
  });
  return record;
}

export async function showSettlement(deps: Deps, userId: number, id: number) {
  return present(deps, await ownSettlement(deps, userId, id));
}

export async function mySettlements(deps: Deps, userId: number): Promise<Settlement[]> {
  const records = await settlementsOfUser(deps.db, userId);
  return Promise.all(records.map((record) => present(deps, record)));
}

/** Parameters to pay a settlement's balance; an order that expired unpaid is replaced. */
export async function outBalancePayParams(
  deps: PayDeps,
  userId: number,
  id: number,
  host: ServerSource,
): Promise<ClientPayParams> {
  const { settlement } = await ownSettlement(deps, userId, id);
  if (settlement.status !== 'awaiting_payment')
    throw conflict(
      settlement.status === 'settled' ? '出院结算已完成' : '该结算已取消',
      'NOT_PAYABLE',
    );
  let order =
    settlement.paymentOrderId === null
      ? null
      : await getPaymentOrder(deps.db, settlement.paymentOrderId);
  if (!order || order.status === 'closed' || order.expiresAt <= deps.clock.now())
    order = await renewBalanceOrder(deps, settlement);
  if (!order || order.status !== 'pending') throw conflict('补缴款已支付，正在确认', 'NOT_PAYABLE');
  return preparePayment(deps, order, {
    host,
    userId,
    returnUrl: `/pay/outHospitalPay?id=${settlement.id}`,
  });
}

/** Where the app opens a discharge PDF of a stay the account follows. */
export async function documentUrl(
  deps: Deps,
  userId: number,
  stayId: number,
  kind: DischargeDocumentKind,
): Promise<{ url: string }> {
  await visibleStay(deps, userId, stayId);
  const id = await findDocumentId(deps.db, stayId, kind);
  if (id === null) throw notFound('医院尚未出具该文件，请稍后再试');
  return { url: buildPath(DISCHARGE_FILE_PATH, { id }) };
}

/** The electronic bill of one of the account's settlements. */
export async function billUrl(deps: Deps, userId: number, settlementId: number) {
  const { settlement } = await ownSettlement(deps, userId, settlementId);
  return documentUrl(deps, userId, settlement.stayId, 'electronic-bill');
}

/** A discharge PDF's bytes, to an account that follows its stay. */
export async function dischargePdf(deps: Deps, userId: number, id: number) {
  const document = await findDocument(deps.db, id);
  if (!document) return null;
  const visible = await visibleStay(deps, userId, document.stayId).then(
    () => true,
    () => false,
  );
  return visible ? document.content : null;
}

export async function dischargeSummary(
  deps: Deps,
  userId: number,
  stayId: number,
): Promise<DischargeSummary> {
  const { stay } = await visibleStay(deps, userId, stayId);
  const summary = (await findRecord(deps.db, stayId))?.summary;
  if (!summary) throw notFound('出院小结尚未出具');
  return {
    stayId,
    patientName: stay.patientName,
    department: stay.department,
    ...summary,
  };
}
