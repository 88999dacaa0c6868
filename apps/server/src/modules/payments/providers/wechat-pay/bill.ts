import { yuanToFen, type BillRecord } from '../gateway.ts';
import { HostApiError } from '../../../../providers/types.ts';

/**
 * WeChat Pay's trade bill (bill_type ALL): a CSV whose header row names the columns, each
 * value written with a leading backquote so spreadsheets keep it as text, then a summary
 * that starts at `总交易单数`. A refund is a row of its own with trade state REFUND.
 */
export const WECHAT_BILL_COLUMNS = [
  '交易时间',
  '公众账号ID',
  '商户号',
  '特约商户号',
  '设备号',
  '微信订单号',
  '商户订单号',
  '用户标识',
  '交易类型',
  '交易状态',
  '付款银行',
  '货币种类',
  '应结订单金额',
  '代金券金额',
  '微信退款单号',
  '商户退款单号',
  '退款金额',
  '充值券退款金额',
  '退款类型',
  '退款状态',
  '商品名称',
  '商户数据包',
  '手续费',
  '费率',
  '订单金额',
  '申请退款金额',
  '费率备注',
] as const;

export const WECHAT_BILL_SUMMARY = '总交易单数';

const unquote = (value: string) => value.trim().replace(/^`/, '');

function amountOf(value: string | undefined): number {
  const fen = yuanToFen(unquote(value ?? ''));
  if (fen === undefined) throw new HostApiError('wechat pay bill: bad amount');
  return fen;
}

export function parseTradeBill(text: string): BillRecord[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = (lines[0] ?? '').split(',').map(unquote);
  const at = (name: (typeof WECHAT_BILL_COLUMNS)[number]) => {
    const index = header.indexOf(name);
    if (index < 0) throw new HostApiError(`wechat pay bill: no column ${name}`);
    return index;
  };
  const columns = {
    outTradeNo: at('商户订单号'),
    state: at('交易状态'),
    settled: at('应结订单金额'),
    outRefundNo: at('商户退款单号'),
    refund: at('退款金额'),
  };
  const records: BillRecord[] = [];
  for (const line of lines.slice(1)) {
    if (!line.trim()) continue;
    if (line.startsWith(WECHAT_BILL_SUMMARY)) break;
    const cells = line.split(',');
    const outTradeNo = unquote(cells[columns.outTradeNo] ?? '');
    if (unquote(cells[columns.state] ?? '') === 'REFUND')
      records.push({
        kind: 'refund',
        outTradeNo,
        outRefundNo: unquote(cells[columns.outRefundNo] ?? ''),
        amountFen: amountOf(cells[columns.refund]),
      });
    else
      records.push({
        kind: 'payment',
        outTradeNo,
        outRefundNo: null,
        amountFen: amountOf(cells[columns.settled]),
      });
  }
  return records;
}
