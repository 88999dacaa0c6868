import { SAME_PERSON_CODE, type RefundInput, type RefundRequest } from '@hospital/contract/console';
import type { ServerDeps } from '../../../deps.ts';
import { conflict, HttpError, notFound } from '../../../http/http-error.ts';
import { recordAudit } from '../../audit/index.ts';
import { hospitalSettings } from '../../hospitals/index.ts';
import type { StaffActor } from '../../staff/index.ts';
import { requestRefund } from '../refund-service.ts';
import { keptPaymentRefundsFen, lockOrder } from '../repository.ts';
import { pendingRequestsFen } from './orders-repository.ts';
import {
  decideRefundRequest,
  findRefundRequestView,
  findRequestByOutRefundNo,
  insertRefundRequest,
  lockRefundRequest,
  type RefundRequestRow,
} from './refund-requests-repository.ts';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

const REFUNDABLE = new Set(['paid', 'partially_refunded']);

async function viewOf(tx: Deps['db'], id: number): Promise<RefundRequest> {
  const view = await findRefundRequestView(tx, id);
  if (!view) throw new Error('refund request vanished inside its transaction');
  return view;
}

/**
 * A console refund of a paid order. Up to the hospital's approval threshold it goes through
 * the payment core at once; above it, it waits for a second finance member. Its refund
 * number is the order's number and the form's request id, so the same form sent twice
 * refunds once, here and at the provider.
 */
export async function askForRefund(
  deps: Deps,
  by: StaffActor,
  orderId: number,
  input: RefundInput,
): Promise<RefundRequest> {
  const { refundApprovalThresholdFen } = await hospitalSettings(deps);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, { id: orderId });
    if (!order) throw notFound('支付订单不存在');
    const outRefundNo = `${order.outTradeNo}S${input.requestId}`;
    const repeated = await findRequestByOutRefundNo(tx, outRefundNo);
    if (repeated) {
      if (repeated.amountFen !== input.amountFen)
        throw conflict('该退款请求已提交过，金额不同', 'REFUND_NO_REUSED');
      return viewOf(tx, repeated.id);
    }
    if (!REFUNDABLE.has(order.status))
      throw conflict('订单未支付或已全额退款，无法退款', 'NOT_REFUNDABLE');
    const refundable =
      order.amountFen -
      (await keptPaymentRefundsFen(tx, order.id, 'reserved')) -
      (await pendingRequestsFen(tx, order.id));
    if (input.amountFen > refundable) throw conflict('退款金额超过可退金额', 'REFUND_EXCEEDS_PAID');
    const needsApproval = input.amountFen > refundApprovalThresholdFen;
    const refund = needsApproval
      ? null
      : await requestRefund(tx, order.id, {
          amountFen: input.amountFen,
          reason: input.reason,
          outRefundNo,
          actor: `staff:${by.staffId}`,
        });
    const request = await insertRefundRequest(tx, {
      orderId: order.id,
      outRefundNo,
      amountFen: input.amountFen,
      reason: input.reason,
      status: needsApproval ? 'pending_approval' : 'refunded',
      requestedBy: by.staffId,
      requestedAt: now,
      refundId: refund?.id ?? null,
    });
    const after = await viewOf(tx, request.id);
    await recordAudit(tx, {
      actor: `staff:${by.staffId}`,
      action: needsApproval ? 'refund_request.create' : 'refund_request.refund',
      entityType: 'refund_request',
      entityId: request.id,
      after,
      amountFen: input.amountFen,
      details: { orderId: order.id, thresholdFen: refundApprovalThresholdFen },
      requestId: by.requestId,
      at: now,
    });
    return after;
  });
}

/** The waiting request, locked; its own requester may not decide it. */
async function lockUndecided(
  tx: Deps['db'],
  by: StaffActor,
  id: number,
): Promise<RefundRequestRow> {
  const request = await lockRefundRequest(tx, id);
  if (!request) throw notFound('退款申请不存在');
  if (request.requestedBy === by.staffId)
    throw new HttpError(
      403,
      '不能审批自己提交的退款申请，请由另一位财务人员审批',
      SAME_PERSON_CODE,
    );
  if (request.status !== 'pending_approval') throw conflict('该退款申请已处理', 'ALREADY_DECIDED');
  return request;
}

/** Approving sends the refund through the payment core, which still refuses more than was paid. */
export async function approveRefundRequest(
  deps: Deps,
  by: StaffActor,
  id: number,
): Promise<RefundRequest> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const request = await lockUndecided(tx, by, id);
    const before = await viewOf(tx, id);
    const refund = await requestRefund(tx, request.orderId, {
      amountFen: request.amountFen,
      reason: request.reason,
      outRefundNo: request.outRefundNo,
      actor: `staff:${by.staffId}`,
    });
    await decideRefundRequest(tx, id, {
      status: 'refunded',
      decidedBy: by.staffId,
      decidedAt: now,
      decisionNote: null,
      refundId: refund.id,
    });
    const after = await viewOf(tx, id);
    await recordAudit(tx, {
      actor: `staff:${by.staffId}`,
      action: 'refund_request.approve',
      entityType: 'refund_request',
      entityId: id,
      before,
      after,
      amountFen: request.amountFen,
      details: { orderId: request.orderId, refundId: refund.id },
      requestId: by.requestId,
      at: now,
    });
    return after;
  });
}

export async function rejectRefundRequest(
  deps: Deps,
  by: StaffActor,
  id: number,
  note: string,
): Promise<RefundRequest> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const request = await lockUndecided(tx, by, id);
    const before = await viewOf(tx, id);
    await decideRefundRequest(tx, id, {
      status: 'rejected',
      decidedBy: by.staffId,
      decidedAt: now,
      decisionNote: note,
      refundId: null,
    });
    const after = await viewOf(tx, id);
    await recordAudit(tx, {
      actor: `staff:${by.staffId}`,
      action: 'refund_request.reject',
      entityType: 'refund_request',
      entityId: id,
      before,
      after,
      amountFen: request.amountFen,
      details: { orderId: request.orderId },
      requestId: by.requestId,
      at: now,
    });
    return after;
  });
}
