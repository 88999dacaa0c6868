import {
  hisPutDischargeDocumentEndpoint,
  putHisDischargeSummary,
  putHisTrialSettlement,
  type HisInpatientCostItemWithId,
  type HisUpsertResult,
  type HisInpatientStayWithId,
  type WebhookDischargeSettlement,
} from '@hospital/contract/his';
import { demoSummary, demoTrial, type DemoStayRecords } from './data/discharge.ts';
import type { HisSession } from './his-session.ts';
import { renderSheet } from './pdf.ts';

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

const formatTime = (time: string) =>
  new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    dateStyle: 'medium',
    timeStyle: 'short',
    hour12: false,
  }).format(new Date(time));

/** The electronic bill (住院收费电子票据) of a stay settled from the phone. */
export function renderElectronicBill(
  hospitalName: string,
  settlement: WebhookDischargeSettlement,
): Promise<Buffer> {
  const title = '住院收费电子票据';
  return renderSheet({ title, createdAt: new Date(settlement.at) }, (doc, width) => {
    doc.fontSize(16).text(hospitalName, { align: 'center', width });
    doc.fontSize(13).text(title, { align: 'center', width }).moveDown(0.8);
    doc.fontSize(9);
    doc.text(`票据号码：EB${String(settlement.settlementId).padStart(10, '0')}`);
    doc.text(`住院号：${settlement.inpatientNo}    患者：${settlement.patientName}`);
    doc.text(`结算时间：${formatTime(settlement.at)}`).moveDown(0.8);
    const rows: [string, number][] = [
      ['医疗费用总额', settlement.totalFen],
      ['医保统筹支付', settlement.insuranceFundFen],
      ['个人账户支付', settlement.personalAccountFen],
      ['预交金', settlement.depositFen],
      [settlement.balanceFen >= 0 ? '个人补缴' : '退还预交金', Math.abs(settlement.balanceFen)],
    ];
    doc.fontSize(11);
    for (const [label, fen] of rows) {
      const y = doc.y;
      doc.text(label, 36, y);
      doc.text(yuan(fen), 36, y, { width, align: 'right' });
      doc.moveDown(0.4);
    }
    doc.moveDown(1).fontSize(9);
    doc.text(
      '收款单位（章）：财务专用章    本票据由医院电子票据系统出具，与纸质票据具有同等效力。',
      {
        width,
      },
    );
  });
}

/**
 * What the demo hospital does when a stay is settled from the phone: it issues the
 * electronic bill and sends it back. Sent again, it is the same bytes: `unchanged`.
 */
export async function sendElectronicBill(
  session: HisSession,
  hospitalName: string,
  settlement: WebhookDischargeSettlement,
): Promise<void> {
  const bill = await renderElectronicBill(hospitalName, settlement);
  await session.putDocument(
    hisPutDischargeDocumentEndpoint,
    { hisId: settlement.inpatientNo, kind: 'electronic-bill' },
    'application/pdf',
    bill,
  );
}

/**
 * A fee list of a stay, day by day: every line (住院费用清单), or the lines the insurance
 * covers with its share (医保结算清单).
 */
export function renderFeeList(
  hospitalName: string,
  stay: HisInpatientStayWithId,
  lines: readonly HisInpatientCostItemWithId[],
  medical: boolean,
): Promise<Buffer> {
  const title = medical ? '医保结算清单' : '住院费用清单';
  const createdAt = new Date(`${lines.at(-1)?.day ?? '2026-01-01'}T18:00:00+08:00`);
  return renderSheet({ title, createdAt }, (doc, width) => {
    doc.fontSize(16).text(hospitalName, { align: 'center', width });
    doc.fontSize(13).text(title, { align: 'center', width }).moveDown(0.6);
    doc.fontSize(9);
    doc.text(`住院号：${stay.hisId}    患者：${stay.patientName}    科室：${stay.department}`);
    doc.moveDown(0.6);
    let total = 0;
    for (const line of lines) {
      const y = doc.y;
      doc.text(
        `${line.day}  ${line.item}（${line.category}）×${line.quantity}${line.unit}`,
        36,
        y,
        {
          width: width - 70,
        },
      );
      const amount = medical ? Math.round(line.amountFen * 0.7) : line.amountFen;
      total += amount;
      doc.text(yuan(amount), 36, y, { width, align: 'right' });
    }
    doc.moveDown(0.8).fontSize(11);
    doc.text(`${medical ? '医保支付合计' : '费用合计'}：${yuan(total)}`, { width, align: 'right' });
  });
}

/**
 * What the demo hospital sends for a stay ready to leave: the trial settlement, the
 * discharge summary and both fee lists. Every write is an upsert of the same content, so
 * sending it again changes nothing.
 */
export async function sendDischargePapers(
  session: HisSession,
  hospitalName: string,
  records: DemoStayRecords,
  writtenAt: string,
): Promise<HisUpsertResult[]> {
  const { stay } = records;
  const { hisId, ...trial } = demoTrial(records);
  const results = [
    ...(await session.upsert(putHisTrialSettlement, trial, { hisId })),
    ...(await session.upsert(putHisDischargeSummary, demoSummary(stay, writtenAt), { hisId })),
  ];
  const lines = records.costItems.filter((line) => line.inpatientNo === stay.hisId);
  for (const medical of [false, true])
    results.push(
      await session.putDocument(
        hisPutDischargeDocumentEndpoint,
        { hisId, kind: medical ? 'medical-fee-list' : 'fee-list' },
        'application/pdf',
        await renderFeeList(hospitalName, stay, lines, medical),
      ),
    );
  return results;
}
