import type { FastifyReply } from 'fastify';
import { DEMO_USERS, NEW_USER_CHOICE } from './users.ts';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Every value from the query goes through here before it reaches a page. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (char) => ENTITIES[char] ?? char);
}

export interface PageTheme {
  /** The host's brand colour, so the twin looks like the page it stands in for. */
  color: string;
  hostName: string;
}

// Pages carry no script. Forms post back here and are then redirected to the app, which
// in the sandbox may live on any http(s) origin.
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self' http: https:; base-uri 'none'; frame-ancestors 'none'";

/**
 * The hosts' brand colours, deepened until white text on them reads at 4.5:1: WeChat's own
 * green (#07c160) gives 2.4:1 and Alipay's blue (#1677ff) 4.1:1.
 */
export const HOST_COLORS = { wechat: '#05803f', alipay: '#0e5fd8' } as const;

/** `body` must already be escaped markup. */
export function renderPage(theme: PageTheme, title: string, body: string): string {
  const color = theme.color;
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font:16px/1.5 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;color:#222}
.sandbox{background:#fff3cd;color:#7a5b00;padding:10px 16px;font-size:15px;text-align:center}
header{background:#fff;padding:24px 16px 16px;text-align:center;border-bottom:1px solid #eee}
header h1{margin:0 0 4px;font-size:20px}
header p{margin:0;color:#666;font-size:15px;word-break:break-all}
main{padding:16px}
fieldset{border:0;background:#fff;border-radius:8px;margin:0 0 16px;padding:8px 16px}
legend{float:left;width:100%;padding:8px 0;color:#666;font-size:15px}
label{clear:both;display:flex;align-items:center;gap:12px;min-height:48px;border-top:1px solid #f0f0f0}
input[type=radio]{width:20px;height:20px;accent-color:${color}}
button{display:block;width:100%;min-height:48px;margin:12px 0;border:0;border-radius:8px;font-size:17px}
.confirm{background:${color};color:#fff}
.refuse{background:#fff;color:#333;border:1px solid #ddd}
.error{background:#fff;border-radius:8px;padding:24px 16px;text-align:center}
</style>
</head>
<body>
<div class="sandbox" role="note">沙箱环境：这是本地模拟的${escapeHtml(theme.hostName)}页面，不会连接${escapeHtml(theme.hostName)}服务器，仅供开发和测试。</div>
${body}
</body>
</html>`;
}

export function sendPage(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_CSP)
    .send(html);
}

export function sendErrorPage(
  reply: FastifyReply,
  theme: PageTheme,
  message: string,
): FastifyReply {
  const body = `<main><div class="error"><h1>${escapeHtml(message)}</h1><p>请检查发起授权的链接参数。</p></div></main>`;
  return sendPage(reply, renderPage(theme, message, body), 400);
}

/** Hidden fields that carry the authorize request through the consent form. */
export function hiddenFields(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
}

/** Radio buttons for the demo users and a new one; the first is preselected. */
export function userChoices(): string {
  return [
    ...DEMO_USERS.map((user) => [user.key, user.nickname] as const),
    [NEW_USER_CHOICE, '新用户'] as const,
  ]
    .map(
      ([key, name], index) =>
        `<label><input type="radio" name="user" value="${escapeHtml(key)}"${index === 0 ? ' checked' : ''}>${escapeHtml(name)}</label>`,
    )
    .join('\n');
}
