import type { Mismatch, Reconciliation } from '@hospital/contract/console';
import { fenToYuan } from '../providers/gateway.ts';

const PROVIDER_NAMES = { wechat: '微信支付', alipay: '支付宝', medicare: '医保移动支付' } as const;
const KIND_NAMES = { payment: '支付', refund: '退款' } as const;
const PROBLEM_NAMES: Record<Mismatch['problem'], string> = {
  missing_at_provider: '渠道账单缺失',
  missing_here: '本院记录缺失',
  amount_differs: '金额不符',
};

/**
 * Quoted when needed; a leading = + - @ is defused so a spreadsheet never runs a cell as a
 * formula (our numbers are plain, but a provider's bill is not ours to trust).
 */
function cell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const yuan = (fen: number | null) => (fen === null ? '' : fenToYuan(fen));
const line = (values: (string | number | null)[]) => values.map(cell).join(',');

/** UTF-8 with a byte-order mark: Excel then reads the Chinese headers as they are. */
export function reconciliationCsv(report: Reconciliation): string {
  const lines = [
    line([`对账日期 ${report.date}`]),
    line([
      '渠道',
      '账单',
      '本院支付笔数',
      '本院支付金额(元)',
      '本院退款笔数',
      '本院退款金额(元)',
      '渠道支付笔数',
      '渠道支付金额(元)',
      '渠道退款笔数',
      '渠道退款金额(元)',
      '一致笔数',
    ]),
    ...report.providers.map((p) =>
      line([
        PROVIDER_NAMES[p.provider],
        p.billAvailable ? '已获取' : '获取失败',
        p.ours.paymentCount,
        yuan(p.ours.paymentFen),
        p.ours.refundCount,
        yuan(p.ours.refundFen),
        p.theirs.paymentCount,
        yuan(p.theirs.paymentFen),
        p.theirs.refundCount,
        yuan(p.theirs.refundFen),
        p.matchedCount,
      ]),
    ),
    '',
    line(['渠道', '类型', '问题', '商户订单号', '商户退款单号', '本院金额(元)', '渠道金额(元)']),
    ...report.mismatches.map((m) =>
      line([
        PROVIDER_NAMES[m.provider],
        KIND_NAMES[m.kind],
        PROBLEM_NAMES[m.problem],
        m.outTradeNo,
        m.outRefundNo,
        yuan(m.ourFen),
        yuan(m.providerFen),
      ]),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
