import { zipSync } from 'fflate';
import { ALIPAY_BILL_COLUMNS } from '../alipay/bill.ts';
import { fenToYuan } from '../gateway.ts';
import { WECHAT_BILL_COLUMNS, WECHAT_BILL_SUMMARY } from '../wechat-pay/bill.ts';
import { gatewayTimestamp } from '../../../../providers/alipay/auth-client.ts';
import { SANDBOX_WECHAT_APPID } from '../../../../providers/sandbox-hosts.ts';
import type { SandboxBillLine } from './bill-repository.ts';
import { encodeGbk } from './gbk.ts';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The twin's WeChat trade bill for a day, laid out as WeChat lays out bill_type ALL. */
export function wechatBillCsv(lines: SandboxBillLine[], mchId: string): string {
  const quoted = (values: string[]) => values.map((value) => `\`${value}`).join(',');
  const rows = lines.map((line) => {
    const refund = line.kind === 'refund';
    const settled = refund ? 0 : line.tradeFen;
    return quoted([
      gatewayTimestamp(line.at.getTime()),
      SANDBOX_WECHAT_APPID,
      mchId,
      '0',
      '',
      line.transactionId,
      line.outTradeNo,
      line.payer,
      'JSAPI',
      refund ? 'REFUND' : 'SUCCESS',
      'OTHERS',
      'CNY',
      fenToYuan(settled),
      '0.00',
      line.refundId ?? '0',
      line.outRefundNo ?? '0',
      fenToYuan(line.refundFen ?? 0),
      '0.00',
      refund ? 'ORIGINAL' : '',
      refund ? 'SUCCESS' : '',
      line.description.replaceAll(',', '，'),
      '',
      '0.00000',
      '0.60%',
      fenToYuan(line.tradeFen),
      fenToYuan(line.refundFen ?? 0),
      '',
    ]);
  });
  const paid = sum(lines.filter((line) => line.kind === 'payment').map((line) => line.tradeFen));
  const refunded = sum(lines.map((line) => line.refundFen ?? 0));
  return [
    WECHAT_BILL_COLUMNS.join(','),
    ...rows,
    `${WECHAT_BILL_SUMMARY},应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额`,
    quoted([
      String(lines.length),
      fenToYuan(paid),
      fenToYuan(refunded),
      '0.00',
      '0.00',
      fenToYuan(paid),
      fenToYuan(refunded),
    ]),
    '',
  ].join('\r\n');
}

/** The twin's Alipay trade bill for a day: a zip of the detail and summary CSVs in GBK. */
export function alipayBillZip(lines: SandboxBillLine[], appId: string, date: string): Uint8Array {
  const compact = date.replaceAll('-', '');
  const detail = [
    '#支付宝业务明细查询',
    `#账号：[${appId}]`,
    `#起始日期：[${date} 00:00:00]   终止日期：[${date} 23:59:59]`,
    '#-----------------------------------------业务明细列表----------------------------------------',
    ALIPAY_BILL_COLUMNS.join(','),
    ...lines.map((line) => {
      const refund = line.kind === 'refund';
      const amount = `${refund ? '-' : ''}${fenToYuan(line.refundFen ?? line.tradeFen)}`;
      const at = gatewayTimestamp(line.at.getTime());
      return [
        line.transactionId,
        line.outTradeNo,
        refund ? '退款' : '交易',
        line.description.replaceAll(',', '，'),
        at,
        at,
        '',
        '',
        '',
        '',
        line.payer,
        amount,
        amount,
        '0.00',
        '0.00',
        '0.00',
        '0.00',
        '0.00',
        '',
        '0.00',
        '0.00',
        line.outRefundNo ?? '',
        '0.00',
        '0.00',
        '',
      ].join(',');
    }),
    '#-----------------------------------------业务明细列表结束------------------------------------',
    `#交易合计：${lines.filter((line) => line.kind === 'payment').length}笔`,
    `#退款合计：${lines.filter((line) => line.kind === 'refund').length}笔`,
    `#导出时间：[${date} 23:59:59]`,
  ].join('\r\n');
  const summary = [
    '#支付宝业务汇总查询',
    `#账号：[${appId}]`,
    '门店编号,门店名称,交易订单总笔数',
  ].join('\r\n');
  return zipSync({
    [`${appId}_${compact}_业务明细.csv`]: encodeGbk(detail),
    [`${appId}_${compact}_业务明细(汇总).csv`]: encodeGbk(summary),
  });
}
