import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sandboxInsurancePartner } from '../../../../providers/sandbox-insurance-partner.ts';
import { fenToYuan } from '../gateway.ts';
import {
  escapeHtml,
  field,
  hiddenFields,
  parseRedirectUri,
  renderPage,
  sendErrorPage,
  sendPage,
  type PageTheme,
} from '../../../sandbox/index.ts';
import {
  mixedOrderNotify,
  SANDBOX_INSURANCE_AUTH,
  SANDBOX_INSURANCE_CASHIER,
} from './insurance-api.ts';
import {
  ensureInsuredPerson,
  findByPayOrdId,
  findInsuredPerson,
  insertAuth,
  moveBalance,
  updateInsuranceOrder,
  type SandboxInsuranceOrder,
} from './insurance-repository.ts';
import { withNotifies } from './outbox.ts';

const THEMES: Record<string, PageTheme> = {
  wechat_medicare: { color: '#0b63c4', hostName: '医保电子凭证' },
  hcare: { color: '#0a6e62', hostName: 'hcare 医保支付' },
};
const THEME = THEMES.wechat_medicare!;

/** An authCode lives five minutes, as the e-certificate's does. */
const AUTH_CODE_TTL_MS = 5 * 60_000;

/** Back to the app: a path on this site or an absolute http(s) address, nothing else. */
function returnTarget(value: string): URL | undefined {
  if (value.startsWith('/') && !value.startsWith('//')) return new URL(value, 'http://app.invalid');
  return parseRedirectUri(value);
}

/** The target with values added, relative again when it was a path of this site. */
function back(target: URL, values: Record<string, string>): string {
  const url = new URL(target);
  for (const [name, value] of Object.entries(values)) url.searchParams.set(name, value);
  return url.origin === 'http://app.invalid' ? url.pathname + url.search : url.toString();
}

function authPage(query: Record<string, string>, theme: PageTheme): string {
  const body = `<header><h1>医保电子凭证授权</h1><p>${escapeHtml(theme.hostName)} · 沙箱，不会产生真实结算</p></header>
<main>
<fieldset>
<legend>授权信息</legend>
<label>参保人：<strong data-testid="sandbox-insured-name">${escapeHtml(query.name ?? '')}</strong></label>
<label>用途：向医院授权使用医保移动支付，查看统筹基金、个人账户与自付金额</label>
</fieldset>
<form method="post" action="${SANDBOX_INSURANCE_AUTH}">
${hiddenFields(query)}
<button class="confirm" type="submit" name="decision" value="confirm" data-testid="sandbox-insurance-authorize">同意授权</button>
<button class="refuse" type="submit" name="decision" value="cancel">取消</button>
</form>
</main>`;
  return renderPage(theme, '医保电子凭证授权', body);
}

const row = (label: string, fen: number, id: string) =>
  `<label>${label}：<strong data-testid="${id}">¥${fenToYuan(fen)}</strong></label>`;

function cashierPage(order: SandboxInsuranceOrder, returnUrl: string): string {
  const open = order.mixStatus === 'MIX_PAY_CREATED';
  const body = `<header><h1>医保移动支付</h1><p>${escapeHtml(THEME.hostName)} · 沙箱，不会扣款</p></header>
<main>
<fieldset>
<legend>结算信息</legend>
${row('费用总额', order.totalFen, 'sandbox-insurance-total')}
${row('统筹基金支付', order.fundFen, 'sandbox-insurance-fund')}
${row('个人账户支付', order.psnAcctFen, 'sandbox-insurance-account')}
${row('现金支付', order.cashFen, 'sandbox-insurance-cash')}
</fieldset>
<form method="post" action="${SANDBOX_INSURANCE_CASHIER}">
${hiddenFields({ order: order.payOrdId, return: returnUrl })}
${
  open
    ? `<button class="confirm" type="submit" name="decision" value="confirm" data-testid="sandbox-insurance-pay">确认支付</button>
<button class="refuse" type="submit" name="decision" value="cash-fails" data-testid="sandbox-insurance-cash-fails">模拟：医保已结算、现金支付失败</button>`
    : '<p class="error">该订单已结束，无法支付</p>'
}
<button class="refuse" type="submit" name="decision" value="cancel">${open ? '取消支付' : '返回'}</button>
</form>
</main>`;
  return renderPage(THEME, '医保移动支付', body);
}

/**
 * The e-certificate authorisation page and the mixed-order cashier of the sandbox insurer.
 * Authorising opens the insured person's account under the demo rule on first sight and
 * returns a one-time authCode; paying settles fund, account and cash together, or (for
 * tests of the half-paid case) settles the insurance part while the cash part fails.
 */
export function insurancePages(app: FastifyInstance): void {
  const authQuery = (source: unknown) => {
    const names = ['partner_id', 'channel', 'insured', 'name', 'redirect_uri'];
    const query = Object.fromEntries(names.map((name) => [name, field(source, name)]));
    const target = returnTarget(query.redirect_uri ?? '');
    const ok =
      query.partner_id === sandboxInsurancePartner().partnerId &&
      /^[0-9a-f]{32,64}$/.test(query.insured ?? '') &&
      target !== undefined;
    return ok ? { query, target, theme: THEMES[query.channel ?? ''] ?? THEME } : undefined;
  };

  app.get(SANDBOX_INSURANCE_AUTH, (request, reply) => {
    const loaded = authQuery(request.query);
    if (!loaded) return sendErrorPage(reply, THEME, '授权参数无效');
    return sendPage(reply, authPage(loaded.query, loaded.theme));
  });

  app.post(SANDBOX_INSURANCE_AUTH, async (request, reply) => {
    const loaded = authQuery(request.body);
    if (!loaded) return sendErrorPage(reply, THEME, '授权参数无效');
    const { query, target } = loaded;
    if (field(request.body, 'decision') !== 'confirm')
      return reply.redirect(back(target, { authCancelled: '1' }), 303);
    const personKey = query.insured!;
    await ensureInsuredPerson(app.db, personKey, query.name ?? '');
    const authCode = randomBytes(16).toString('hex');
    await insertAuth(app.db, {
      authCode,
      payAuthNo: `AUTH${randomBytes(12).toString('hex').toUpperCase()}`,
      personKey,
      expiresAt: new Date(app.clock.now().getTime() + AUTH_CODE_TTL_MS),
    });
    return reply.redirect(back(target, { authCode }), 303);
  });

  const load = async (source: unknown, reply: FastifyReply) => {
    const order = await findByPayOrdId(app.db, field(source, 'order'));
    const target = returnTarget(field(source, 'return'));
    if (!order?.outTradeNo || !target) {
      void sendErrorPage(reply, THEME, '支付订单不存在或已过期');
      return undefined;
    }
    return { order, target };
  };

  app.get(SANDBOX_INSURANCE_CASHIER, async (request, reply) => {
    const loaded = await load(request.query, reply);
    if (!loaded) return reply;
    return sendPage(reply, cashierPage(loaded.order, field(request.query, 'return')));
  });

  app.post(SANDBOX_INSURANCE_CASHIER, async (request, reply) => {
    const loaded = await load(request.body, reply);
    if (!loaded) return reply;
    const decision = field(request.body, 'decision');
    if (decision === 'confirm' || decision === 'cash-fails')
      await settle(app, loaded.order.payOrdId, decision === 'confirm');
    return reply.redirect(back(loaded.target, {}), 303);
  });
}

/**
 * Settles an open mixed order: the insurance part always, the cash part when it goes through;
 * the partner's notify of the outcome is queued with it.
 */
async function settle(app: FastifyInstance, payOrdId: string, cashPaid: boolean): Promise<void> {
  await withNotifies(app, async (tx, queue) => {
    const order = await findByPayOrdId(tx, payOrdId);
    if (order?.mixStatus !== 'MIX_PAY_CREATED') return;
    const person = await findInsuredPerson(tx, order.personKey);
    if (
      !person ||
      person.balanceFen < order.psnAcctFen ||
      person.deductibleLeftFen < order.deductibleFen
    )
      return;
    await moveBalance(tx, order.personKey, -order.psnAcctFen, -order.deductibleFen);
    const cashFails = !cashPaid && order.cashFen > 0;
    const changes = {
      mixStatus: cashFails ? ('FAIL' as const) : ('SUCCESS' as const),
      insuranceStatus: 'SUCCESS' as const,
      cashStatus: order.cashFen === 0 ? null : cashFails ? ('FAIL' as const) : ('SUCCESS' as const),
      paidAt: app.clock.now(),
    };
    await updateInsuranceOrder(tx, payOrdId, changes);
    const notify = mixedOrderNotify(app, { ...order, ...changes });
    if (notify) await queue(notify);
  });
}
