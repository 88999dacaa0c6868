import type { FastifyInstance, FastifyReply } from 'fastify';
import { fenToYuan } from '../gateway.ts';
import { SANDBOX_CASHIER_PATH } from '../gateways.ts';
import {
  escapeHtml,
  field,
  hiddenFields,
  HOST_COLORS,
  parseRedirectUri,
  renderPage,
  sendErrorPage,
  sendPage,
  type PageTheme,
} from '../../../sandbox/index.ts';
import { paidNotify } from './notifies.ts';
import { withNotifies } from './outbox.ts';
import { findTrade, settleTrade, type SandboxTrade } from './trade-repository.ts';

const THEMES: Record<SandboxTrade['provider'], PageTheme> = {
  wechat: { color: HOST_COLORS.wechat, hostName: '微信支付' },
  alipay: { color: HOST_COLORS.alipay, hostName: '支付宝' },
};
const FALLBACK_THEME = THEMES.wechat;

/** Back to the app: a path on this site or an absolute http(s) address, nothing else. */
function returnTarget(value: string): string | undefined {
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return parseRedirectUri(value)?.toString();
}

function cashierPage(trade: SandboxTrade, merchant: string, returnUrl: string): string {
  const theme = THEMES[trade.provider];
  const done = { SUCCESS: '该订单已支付', CLOSED: '该订单已关闭，无法支付', NOTPAY: null }[
    trade.status
  ];
  const body = `<header><h1>沙箱收银台</h1><p>${escapeHtml(theme.hostName)} · 模拟付款，不会扣款</p></header>
<main>
<fieldset>
<legend>订单信息</legend>
<label>收款方：${escapeHtml(merchant)}</label>
<label>商品：${escapeHtml(trade.description)}</label>
<label>金额：<strong data-testid="sandbox-pay-amount">¥${fenToYuan(trade.amountFen)}</strong></label>
</fieldset>
<form method="post" action="${SANDBOX_CASHIER_PATH}">
${hiddenFields({ order: trade.id, return: returnUrl })}
${
  done
    ? `<p class="error" data-testid="sandbox-pay-done">${done}</p>`
    : '<button class="confirm" type="submit" name="decision" value="confirm" data-testid="sandbox-pay-confirm">确认支付</button>'
}
<button class="refuse" type="submit" name="decision" value="cancel" data-testid="sandbox-pay-cancel">${done ? '返回' : '取消支付'}</button>
</form>
</main>`;
  return renderPage(theme, '沙箱收银台', body);
}

/**
 * GET/POST /sandbox/pay/cashier: where the page goes instead of getBrandWCPayRequest,
 * tradePay or the phone-web cashier. Confirming marks the trade paid at the sandbox
 * provider and sends the signed notify to our server, which alone decides the order state.
 */
export function cashier(app: FastifyInstance): void {
  const load = async (query: unknown, reply: FastifyReply) => {
    const trade = await findTrade(app.db, field(query, 'order'));
    const target = returnTarget(field(query, 'return'));
    if (!trade) {
      void sendErrorPage(reply, FALLBACK_THEME, '支付订单不存在或已过期');
      return undefined;
    }
    if (!target) {
      void sendErrorPage(reply, THEMES[trade.provider], '返回地址无效');
      return undefined;
    }
    return { trade, target };
  };

  app.get(SANDBOX_CASHIER_PATH, async (request, reply) => {
    const loaded = await load(request.query, reply);
    if (!loaded) return reply;
    return sendPage(reply, cashierPage(loaded.trade, app.config.hospitalName, loaded.target));
  });

  app.post(SANDBOX_CASHIER_PATH, async (request, reply) => {
    const loaded = await load(request.body, reply);
    if (!loaded) return reply;
    const { trade, target } = loaded;
    if (field(request.body, 'decision') === 'confirm' && trade.status === 'NOTPAY') {
      const paid = { ...trade, status: 'SUCCESS' as const, paidAt: app.clock.now() };
      // Not acknowledged now: the re-sender keeps trying, as the providers do. A trade
      // closed since the page was loaded stays closed: no money moves.
      await withNotifies(app, async (tx, queue) => {
        if (await settleTrade(tx, paid.id, paid)) await queue(paidNotify(app, paid));
      });
    }
    return reply.redirect(target, 303);
  });
}
