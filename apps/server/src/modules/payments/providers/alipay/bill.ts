import { unzipSync } from 'fflate';
import { yuanToFen, type BillRecord } from '../gateway.ts';
import { HostApiError } from '../../../../providers/types.ts';

/**
 * Alipay's trade bill: a zip holding GBK CSV files, the detail (`业务明细`) and a summary.
 * Lines starting with `#` are titles and footers; the first other line names the columns.
 * A refund is a row with business type 退款 and a negative amount.
 */
export const ALIPAY_BILL_COLUMNS = [
  '支付宝交易号',
  '商户订单号',
  '业务类型',
  '商品名称',
  '创建时间',
  '完成时间',
  '门店编号',
  '门店名称',
  '操作员',
  '终端号',
  '对方账户',
  '订单金额（元）',
  '商家实收（元）',
  '支付宝红包（元）',
  '集分宝（元）',
  '支付宝优惠（元）',
  '商家优惠（元）',
  '券核销金额（元）',
  '券名称',
  '商家红包消费金额（元）',
  '卡消费金额（元）',
  '退款批次号/请求号',
  '服务费（元）',
  '分润（元）',
  '备注',
] as const;

const gbk = new TextDecoder('gbk');

function detailRows(csv: string): string[][] | undefined {
  const rows = csv
    .split(/\r?\n/)
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split(',').map((cell) => cell.trim()));
  const header = rows[0];
  return header?.includes('业务类型') && header.includes('商户订单号') ? rows : undefined;
}

export function parseAlipayBill(zip: Uint8Array): BillRecord[] {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip);
  } catch (error) {
    throw new HostApiError('alipay bill is not a zip', { cause: error });
  }
  // File names are GBK too and fflate reads them as Latin-1: find the detail by its columns.
  const rows = Object.values(files)
    .map((bytes) => detailRows(gbk.decode(bytes)))
    .find((found) => found !== undefined);
  if (!rows) throw new HostApiError('alipay bill has no detail file');
  const [header = [], ...lines] = rows;
  const at = (name: (typeof ALIPAY_BILL_COLUMNS)[number]) => header.indexOf(name);
  const columns = {
    outTradeNo: at('商户订单号'),
    type: at('业务类型'),
    amount: at('订单金额（元）'),
    outRequestNo: at('退款批次号/请求号'),
  };
  return lines.map((cells) => {
    const amount = (cells[columns.amount] ?? '').replace(/^-/, '');
    const amountFen = yuanToFen(amount);
    if (amountFen === undefined) throw new HostApiError('alipay bill: bad amount');
    const outTradeNo = cells[columns.outTradeNo] ?? '';
    return cells[columns.type] === '退款'
      ? { kind: 'refund', outTradeNo, outRefundNo: cells[columns.outRequestNo] ?? '', amountFen }
      : { kind: 'payment', outTradeNo, outRefundNo: null, amountFen };
  });
}
