import { buildPath } from '@hospital/contract';
import {
  batchUpsertHisDischargeChecks,
  batchUpsertHisInpatientCostItems,
  batchUpsertHisInpatientDeposits,
  batchUpsertHisInpatientStays,
  type HisBatchResult,
} from '@hospital/contract/his';
import type { FastifyInstance } from 'fastify';
import { hisHeaders } from '../his/his-client.ts';

let stays = 0;

/** A stay as the HIS sends it, on `patientCode`, admitted three days before the test's now. */
export function stayOf(patientCode: string, values: Record<string, unknown> = {}) {
  stays += 1;
  return {
    hisId: `ZY${String(stays).padStart(6, '0')}`,
    patientCode,
    patientName: '王建国',
    department: '心血管内科',
    ward: '住院部5楼 心内一病区',
    bed: '12床',
    doctor: '李明',
    admittedAt: '2026-11-20T09:30:00+08:00',
    status: 'in_hospital',
    requiredDepositFen: 300_000,
    lowBalanceFen: 100_000,
    ...values,
  };
}

/** Three days of lines: 11-20 and 11-21 one each, 11-22 two in two categories. */
export const costLinesOf = (inpatientNo: string) => [
  {
    hisId: `${inpatientNo}-1`,
    inpatientNo,
    day: '2026-11-20',
    item: '床位费',
    category: '床位费',
    quantity: 1,
    unit: '天',
    unitPriceFen: 6000,
    amountFen: 6000,
  },
  {
    hisId: `${inpatientNo}-2`,
    inpatientNo,
    day: '2026-11-21',
    item: '心电图',
    category: '检查费',
    quantity: 1,
    unit: '次',
    unitPriceFen: 3500,
    amountFen: 3500,
  },
  {
    hisId: `${inpatientNo}-3`,
    inpatientNo,
    day: '2026-11-22',
    item: '阿司匹林肠溶片',
    category: '药品费',
    quantity: 2.5,
    unit: '片',
    unitPriceFen: 120,
    amountFen: 300,
  },
  {
    hisId: `${inpatientNo}-4`,
    inpatientNo,
    day: '2026-11-22',
    item: '床位费',
    category: '床位费',
    quantity: 1,
    unit: '天',
    unitPriceFen: 6000,
    amountFen: 6000,
  },
];

async function hisBatch(app: FastifyInstance, path: string, items: unknown[]) {
  const response = await app.inject({
    method: 'POST',
    url: buildPath(path),
    headers: await hisHeaders(app, ['his:inpatient']),
    payload: { items },
  });
  if (response.statusCode !== 200) throw new Error(`HIS feed failed: ${response.body}`);
  const refused = response.json<HisBatchResult>().results.filter((r) => r.status === 'refused');
  if (refused.length > 0) throw new Error(`HIS feed refused: ${JSON.stringify(refused)}`);
}

/**
 * A stay with its costs (159.00 yuan over three days) and a window deposit of 500 yuan,
 * sent through the HIS API as the hospital's system would. Returns its inpatient number.
 */
export async function feedStay(
  app: FastifyInstance,
  patientCode: string,
  values: Record<string, unknown> = {},
): Promise<string> {
  const stay = stayOf(patientCode, values);
  await hisBatch(app, batchUpsertHisInpatientStays.path, [stay]);
  await hisBatch(app, batchUpsertHisInpatientCostItems.path, costLinesOf(stay.hisId));
  await hisBatch(app, batchUpsertHisInpatientDeposits.path, [
    {
      hisId: `R-${stay.hisId}`,
      inpatientNo: stay.hisId,
      amountFen: 50_000,
      channel: '银行卡',
      paidAt: '2026-11-20T10:00:00+08:00',
    },
  ]);
  return stay.hisId;
}

export function feedChecks(app: FastifyInstance, inpatientNo: string, steps: unknown[]) {
  return hisBatch(app, batchUpsertHisDischargeChecks.path, [{ hisId: inpatientNo, steps }]);
}

export function settleStay(app: FastifyInstance, inpatientNo: string, patientCode: string) {
  return hisBatch(app, batchUpsertHisInpatientStays.path, [
    stayOf(patientCode, {
      hisId: inpatientNo,
      status: 'settled',
      dischargedAt: '2026-11-23T09:00:00+08:00',
    }),
  ]);
}
