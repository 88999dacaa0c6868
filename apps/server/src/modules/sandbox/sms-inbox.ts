import { PhoneSchema, type SmsScene } from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { latestSandboxCode, readSandboxInbox, type SandboxSms } from '../../providers/sms/index.ts';
import { escapeHtml, HOST_COLORS, renderPage, sendPage, type PageTheme } from './html.ts';
import { field, HOST_API } from './query.ts';

const THEME: PageTheme = { color: HOST_COLORS.alipay, hostName: '短信网关' };

const SCENE_NAMES: Record<SmsScene, string> = {
  register: '注册',
  login: '登录',
  reset: '找回密码',
  bind: '绑定手机',
};

const timeFormat = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  dateStyle: 'short',
  timeStyle: 'medium',
});

function messageRow(message: SandboxSms): string {
  return `<li>
<div class="phone">${escapeHtml(message.phone)} · ${escapeHtml(SCENE_NAMES[message.scene])}</div>
<div class="code" data-testid="sms-code">${escapeHtml(message.code)}</div>
<time datetime="${escapeHtml(message.sentAt)}">${escapeHtml(timeFormat.format(new Date(message.sentAt)))}</time>
</li>`;
}

const STYLE = `<style>
ul{list-style:none;margin:0;padding:0}
li{background:#fff;border-radius:8px;margin:0 0 12px;padding:12px 16px}
.phone{color:#666;font-size:15px}
.code{font-size:28px;letter-spacing:6px;font-weight:600;margin:4px 0}
time{color:#999;font-size:14px}
.empty{background:#fff;border-radius:8px;padding:24px 16px;text-align:center;color:#666}
</style>`;

/** The SMS gateway's twin: what would have reached the phones, newest first. */
export function smsInbox(app: FastifyInstance): void {
  const { store } = depsOf(app);
  app.get('/sandbox/sms', HOST_API, async (_request, reply) => {
    const messages = await readSandboxInbox(store);
    const list = messages.length
      ? `<ul>${messages.map(messageRow).join('\n')}</ul>`
      : '<div class="empty">还没有发出的短信</div>';
    const body = `${STYLE}<header><h1>沙箱短信收件箱</h1><p>验证码短信不会真正发出，而是显示在这里</p></header><main>${list}</main>`;
    return sendPage(reply, renderPage(THEME, '沙箱短信收件箱', body));
  });

  app.get('/sandbox/sms/latest', HOST_API, async (request, reply) => {
    const phone = field(request.query, 'phone');
    if (!PhoneSchema.safeParse(phone).success)
      return reply.code(400).send({ message: '请输入正确的11位手机号', field: 'phone' });
    const code = await latestSandboxCode(store, phone);
    if (!code) return reply.code(404).send({ message: '该手机号没有有效的验证码' });
    return reply.header('cache-control', 'no-store').send({ code });
  });
}
