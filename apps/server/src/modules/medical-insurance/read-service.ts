import { createHash } from 'node:crypto';
import type {
  InsuranceChannel,
  InsuranceSettlement,
  InsuranceSettlementDetail,
} from '@hospital/contract';
import { notFound } from '../../http/http-error.ts';
import { HostApiError } from '../../providers/types.ts';
import { findPatient } from '../patients/index.ts';
import { findPaymentRecord, getPaymentOrder, type PaymentOrder } from '../payments/index.ts';
import { presentSettlement } from './present.ts';
import { findOwnSettlement, latestSettlementOfOrder, type SettlementRow } from './repository.ts';
import { insurer, ownSettlement, type InsuranceDeps } from './service.ts';
import { readSubject, type InsurableSubject } from './subjects.ts';
import { syncSettlement } from './sync-service.ts';

/** Only the family name's last character shows, as the e-certificate page greets the payer. */
const maskName = (name: string) =>
  name.length <= 1 ? name : `${'*'.repeat(name.length - 1)}${name.slice(-1)}`;

/** Where one of the account's patients authorises with the e-certificate (404 for others'). */
export async function authUrlFor(
  deps: InsuranceDeps,
  userId: number,
  patientId: number,
  channel: InsuranceChannel,
  redirectUrl: string,
): Promise<{ authUrl: string }> {
  const patient = await findPatient(deps.db, userId, patientId);
  if (!patient) throw notFound('就诊人不存在');
  // The insurer knows the person by their certificate; the sandbox one by this hash alone.
  const insured = createHash('sha256')
    .update(`insured:${patient.idNumber ?? patient.patientCode}`)
    .digest('hex');
  return {
    authUrl: insurer(deps).authUrl({ channel, insured, name: maskName(patient.name), redirectUrl }),
  };
}

async function present(
  deps: InsuranceDeps,
  userId: number,
  settlementId: number,
  order: PaymentOrder,
): Promise<InsuranceSettlement> {
  const fresh = await findOwnSettlement(deps.db, userId, settlementId);
  const current = (await getPaymentOrder(deps.db, order.id)) ?? order;
  const record = await findPaymentRecord(deps.db, userId, order.id);
  if (!fresh) throw notFound('医保结算不存在');
  return presentSettlement(fresh, current, record?.refundedFen ?? 0);
}

/** A settlement as it stands, asking the insurer first when it is being paid. */
export async function showSettlement(
  deps: InsuranceDeps,
  userId: number,
  settlement: SettlementRow,
  order: PaymentOrder,
): Promise<InsuranceSettlement> {
  await syncSettlement(deps, settlement);
  return present(deps, userId, settlement.id, order);
}

/** The latest settlement of a subject (404 when it never had one). */
export async function latestOfSubject(
  deps: InsuranceDeps,
  userId: number,
  subject: InsurableSubject,
): Promise<InsuranceSettlement> {
  const settlement = await latestSettlementOfOrder(deps.db, subject.order.id);
  if (!settlement) throw notFound('暂无医保结算');
  return showSettlement(deps, userId, settlement, subject.order);
}

/** The settlement of an order number (where hcare sends the payer back). */
export async function settlementOfOrderNum(
  deps: InsuranceDeps,
  userId: number,
  order: PaymentOrder | undefined,
): Promise<InsuranceSettlement> {
  if (!order || order.userId !== userId) throw notFound('医保结算不存在');
  const settlement = await latestSettlementOfOrder(deps.db, order.id);
  if (!settlement) throw notFound('医保结算不存在');
  return showSettlement(deps, userId, settlement, order);
}

/** /pay/settlementDetail: our record of the bill beside the insurer's of the settlement. */
export async function settlementDetail(
  deps: InsuranceDeps,
  userId: number,
  settlementId: number,
): Promise<InsuranceSettlementDetail> {
  const { settlement, order } = await ownSettlement(deps, userId, settlementId);
  const shown = await showSettlement(deps, userId, settlement, order);
  const subject = await readSubject(deps, order.subjectType, userId, order.subjectId);
  let insurerView: InsuranceSettlementDetail['insurer'] = null;
  if (
    shown.status !== 'presettled' &&
    shown.status !== 'superseded' &&
    shown.status !== 'expired'
  ) {
    try {
      const state = await insurer(deps).queryOrder(order.outTradeNo);
      if (state)
        insurerView = {
          status: state.status,
          split: state.split,
          psnAcctBalanceFen: state.psnAcctBalanceFen,
        };
    } catch (error) {
      if (!(error instanceof HostApiError)) throw error;
    }
  }
  return {
    settlement: shown,
    hospital: {
      items: subject.items.map(({ name, category, amountFen }) => ({ name, category, amountFen })),
    },
    insurer: insurerView,
  };
}
