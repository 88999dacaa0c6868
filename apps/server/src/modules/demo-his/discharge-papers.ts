import {
  hisPutDischargeDocumentEndpoint,
  type WebhookDischargeSettlement,
} from '@hospital/contract/his';
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
