import { describe, expect, it } from 'vitest';
import {
  createInsuranceClient,
  SplitChangedError,
} from '../../../src/modules/payments/providers/medical-insurance/client.ts';
import {
  partnerSignature,
  signedHeaders,
} from '../../../src/modules/payments/providers/medical-insurance/signing.ts';
import { splitBill } from '../../../src/modules/payments/providers/sandbox/insurance-rule.ts';
import { InvalidCodeError, HostApiError } from '../../../src/providers/types.ts';

const SECRET = 'partner-secret-for-tests';
const NOW = Date.parse('2026-11-23T02:00:00Z');

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/** A platform that records each request and answers the recorded shape, signed (or not). */
function platform(answers: Record<string, object>, options: { badSignature?: boolean } = {}) {
  const sent: Sent[] = [];
  const fetch = (url: string, init?: RequestInit) => {
    const path = url.slice('https://insurer.test/api'.length);
    const headers = init?.headers as Record<string, string>;
    sent.push({
      url,
      method: init?.method ?? 'GET',
      headers,
      body: typeof init?.body === 'string' ? init.body : '',
    });
    const body = JSON.stringify(answers[path.split('?')[0]!] ?? { code: 'ORDER_NOT_FOUND' });
    const signed = signedHeaders('P1', options.badSignature ? 'wrong' : SECRET, {
      method: init?.method ?? 'GET',
      path,
      body,
      nowMs: NOW,
    });
    return Promise.resolve(
      new Response(body, {
        status: 200,
        headers: {
          'x-timestamp': signed['x-timestamp'],
          'x-nonce': signed['x-nonce'],
          'x-signature': signed['x-signature'],
        },
      }),
    );
  };
  const client = createInsuranceClient({
    partnerId: 'P1',
    secret: SECRET,
    apiBase: 'https://insurer.test/api',
    authPage: 'https://insurer.test/auth',
    notifyUrl: 'https://hospital.test/api/pay/notify/medicare',
    fetch,
    now: () => NOW,
  });
  return { client, sent };
}

const ORDER = '/med-ins/orders/out-trade-no/P20261123100000ABCDEF012345';
const orderAnswer = (status: string, insurance: string, cash: string) => ({
  code: '0',
  data: {
    out_trade_no: 'P20261123100000ABCDEF012345',
    med_trans_id: 'MT1',
    mix_pay_status: status,
    med_ins_pay_status: insurance,
    self_pay_status: cash,
    total_fee: 9000,
    med_ins_gov_fee: 4500,
    med_ins_self_fee: 3000,
    med_ins_cash_fee: 1500,
    psn_acct_balance: 47000,
    paid_time: NOW / 1000,
  },
});

describe('the medical-insurance partner client', () => {
  it('signs every request with HMAC-SHA256 over method, path, time, nonce and body', async () => {
    const { client, sent } = platform({
      '/auth/pay-auth-no': { code: '0', data: { payAuthNo: 'PAN1' } },
    });
    expect(await client.payAuthNo('code-1')).toBe('PAN1');
    const [request] = sent;
    expect(request!.body).toBe('{"authCode":"code-1"}');
    expect(request!.headers['x-partner-id']).toBe('P1');
    expect(request!.headers['x-timestamp']).toBe(String(NOW / 1000));
    expect(request!.headers['x-signature']).toBe(
      partnerSignature(SECRET, {
        method: 'POST',
        path: '/auth/pay-auth-no',
        timestamp: request!.headers['x-timestamp']!,
        nonce: request!.headers['x-nonce']!,
        body: request!.body,
      }),
    );
  });

  it('turns a refused authCode into InvalidCodeError and an unsigned answer into HostApiError', async () => {
    const refused = platform({
      '/auth/pay-auth-no': { code: 'INVALID_AUTH_CODE', message: 'used' },
    });
    await expect(refused.client.payAuthNo('x')).rejects.toBeInstanceOf(InvalidCodeError);
    const forged = platform(
      { '/auth/pay-auth-no': { code: '0', data: { payAuthNo: 'PAN1' } } },
      { badSignature: true },
    );
    await expect(forged.client.payAuthNo('x')).rejects.toBeInstanceOf(HostApiError);
  });

  it('uploads the fee details in yuan and reads the split back in fen', async () => {
    const { client, sent } = platform({
      '/settlement/pre': {
        code: '0',
        data: {
          payOrdId: 'ORD1',
          feeSumamt: '90.00',
          fundPay: '45.00',
          psnAcctPay: '30.00',
          ownPayAmt: '15.00',
          expireTime: NOW / 1000 + 600,
        },
      },
    });
    const pre = await client.preSettle({
      payAuthNo: 'PAN1',
      acctUsed: true,
      orgOrderNo: 'P1',
      items: [
        { name: '阿莫西林胶囊', category: 'drug', amountFen: 5000 },
        { name: '血常规', category: 'test', amountFen: 4000 },
      ],
    });
    expect(JSON.parse(sent[0]!.body)).toEqual({
      payAuthNo: 'PAN1',
      acctUsedFlag: '1',
      orgOrderNo: 'P1',
      medfeeSumamt: '90.00',
      feeDetails: [
        { name: '阿莫西林胶囊', category: 'drug', amount: '50.00' },
        { name: '血常规', category: 'test', amount: '40.00' },
      ],
    });
    expect(pre).toEqual({
      payOrdId: 'ORD1',
      split: { totalFen: 9000, fundFen: 4500, psnAcctFen: 3000, cashFen: 1500 },
      expiresAt: new Date(NOW + 600_000),
    });
  });

  it('opens a mixed order whose fees add up, and reports a changed split', async () => {
    const { client, sent } = platform({
      '/med-ins/orders': { code: '0', data: { pay_url: 'https://pay.test/x' } },
    });
    const request = {
      channel: 'wechat_medicare' as const,
      outTradeNo: 'P1',
      description: '门诊缴费',
      amountFen: 9000,
      expiresAt: new Date(NOW + 900_000),
      payerId: null,
      returnUrl: '/pay/hCarePaySuccess',
      insurance: {
        payAuthNo: 'PAN1',
        payOrdId: 'ORD1',
        orderType: 'DIAG_PAY' as const,
        fundFen: 4500,
        psnAcctFen: 3000,
        cashFen: 1500,
      },
    };
    expect(await client.openCashier(request)).toEqual({
      channel: 'insurance',
      payUrl: 'https://pay.test/x',
    });
    const body = JSON.parse(sent[0]!.body) as Record<string, number | string>;
    expect(body).toMatchObject({
      mix_pay_type: 'CASH_AND_INSURANCE',
      order_type: 'DIAG_PAY',
      total_fee: 9000,
    });
    const {
      med_ins_gov_fee,
      med_ins_self_fee,
      med_ins_other_fee,
      med_ins_cash_fee,
      cash_reduced_fee,
    } = body;
    expect(
      Number(med_ins_gov_fee) +
        Number(med_ins_self_fee) +
        Number(med_ins_other_fee) +
        Number(med_ins_cash_fee) +
        Number(cash_reduced_fee),
    ).toBe(9000);

    const changed = platform({ '/med-ins/orders': { code: 'SPLIT_CHANGED' } });
    await expect(changed.client.openCashier(request)).rejects.toBeInstanceOf(SplitChangedError);
  });

  it('reads the order states and refunds the cash part, then the insurance part under one number', async () => {
    const success = platform({
      [ORDER]: orderAnswer('SUCCESS', 'SUCCESS', 'SUCCESS'),
      '/med-ins/refunds': { code: '0', data: { status: 'SUCCESS' } },
    });
    expect(await success.client.queryTrade('P20261123100000ABCDEF012345')).toMatchObject({
      state: 'paid',
      amountFen: 9000,
      providerTradeNo: 'MT1',
    });
    const outcome = await success.client.refund({
      outTradeNo: 'P20261123100000ABCDEF012345',
      outRefundNo: 'R1',
      reason: '取消',
      refundFen: 9000,
      totalFen: 9000,
    });
    expect(outcome.status).toBe('success');
    const refunds = success.sent
      .filter((request) => request.url.endsWith('/med-ins/refunds'))
      .map((request) => JSON.parse(request.body) as object);
    expect(refunds).toEqual([
      {
        out_trade_no: 'P20261123100000ABCDEF012345',
        out_refund_no: 'R1',
        part: 'CASH',
        refund_fee: 1500,
      },
      {
        out_trade_no: 'P20261123100000ABCDEF012345',
        out_refund_no: 'R1',
        part: 'INSURANCE',
        refund_fee: 7500,
      },
    ]);
    // An insurance settlement is reversed whole.
    expect(
      (
        await success.client.refund({
          outTradeNo: 'P20261123100000ABCDEF012345',
          outRefundNo: 'R2',
          reason: '',
          refundFen: 100,
          totalFen: 9000,
        })
      ).status,
    ).toBe('failed');

    const created = platform({ [ORDER]: orderAnswer('MIX_PAY_CREATED', 'PENDING', 'PENDING') });
    expect((await created.client.queryTrade('P20261123100000ABCDEF012345')).state).toBe('pending');
    const half = platform({ [ORDER]: orderAnswer('FAIL', 'SUCCESS', 'FAIL') });
    expect(await half.client.queryOrder('P20261123100000ABCDEF012345')).toMatchObject({
      status: 'FAIL',
      insurancePart: 'SUCCESS',
      cashPart: 'FAIL',
    });
    expect((await half.client.queryTrade('P20261123100000ABCDEF012345')).state).toBe('closed');
    expect((await platform({}).client.queryTrade('P20261123100000ABCDEF012345')).state).toBe(
      'unknown',
    );
  });
});

describe("the sandbox insurer's demo rule", () => {
  it("takes the deductible first, then the fund pays its category's share", () => {
    const items = [
      { category: 'registration', amountFen: 5000 },
      { category: 'drug', amountFen: 1000 },
      { category: 'material', amountFen: 500 },
    ];
    expect(splitBill(items, { balanceFen: 50_000, deductibleLeftFen: 2000 }, true)).toEqual({
      split: { totalFen: 6500, fundFen: 1500 + 700, psnAcctFen: 4300, cashFen: 0 },
      deductibleFen: 2000,
    });
    expect(splitBill(items, { balanceFen: 1000, deductibleLeftFen: 0 }, true).split).toEqual({
      totalFen: 6500,
      fundFen: 2500 + 700,
      psnAcctFen: 1000,
      cashFen: 2300,
    });
    expect(
      splitBill(items, { balanceFen: 1000, deductibleLeftFen: 0 }, false).split.psnAcctFen,
    ).toBe(0);
  });
});
