import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxHosts } from '../../providers/sandbox-hosts.ts';
import { issueCode } from './codes.ts';
import {
  escapeHtml,
  hiddenFields,
  userChoices,
  renderPage,
  sendErrorPage,
  sendPage,
  type PageTheme,
} from './html.ts';
import { field, MAX_STATE_LENGTH, parseRedirectUri, redirectBack } from './query.ts';
import { chooseUser, rememberedUser, rememberUser, type SandboxUser } from './users.ts';

const THEME: PageTheme = { color: '#1677ff', hostName: '支付宝' };
const PATH = '/sandbox/alipay/oauth2/publicAppAuthorize.htm';
const SCOPES = new Set(['auth_base', 'auth_user']);

interface AuthorizeRequest {
  appId: string;
  redirectUri: URL;
  scope: string;
  state: string;
}

function readRequest(
  source: unknown,
  sandbox: SandboxHosts,
  reply: FastifyReply,
): AuthorizeRequest | undefined {
  const fail = (message: string) => {
    sendErrorPage(reply, THEME, message);
    return undefined;
  };
  const appId = field(source, 'app_id');
  const redirectUri = parseRedirectUri(field(source, 'redirect_uri'));
  const scope = field(source, 'scope');
  const state = field(source, 'state');
  if (appId !== sandbox.alipay.appId) return fail('app_id 参数错误');
  if (!redirectUri) return fail('redirect_uri 参数错误');
  // Alipay accepts a comma-separated list, e.g. "auth_user,auth_base".
  if (!scope || !scope.split(',').every((one) => SCOPES.has(one))) return fail('scope 参数错误');
  if (state.length > MAX_STATE_LENGTH) return fail('state 参数过长');
  return { appId, redirectUri, scope, state };
}

async function approve(
  sandbox: SandboxHosts,
  request: AuthorizeRequest,
  user: SandboxUser,
  reply: FastifyReply,
) {
  const code = await issueCode(sandbox.store, 'alipay', {
    userKey: user.key,
    appid: request.appId,
    scope: request.scope,
  });
  rememberUser(reply, user);
  const { appId, scope, state } = request;
  return reply.redirect(
    redirectBack(request.redirectUri, { auth_code: code, app_id: appId, scope, state }),
  );
}

function consentPage(request: AuthorizeRequest): string {
  return `<header><h1>沙箱环境 · 模拟支付宝授权</h1><p>生活号应用 ${escapeHtml(request.appId)} 申请获取你的支付宝会员信息</p></header>
<main><form method="post" action="${PATH}">
${hiddenFields({ app_id: request.appId, redirect_uri: request.redirectUri.toString(), scope: request.scope, state: request.state })}
<fieldset><legend>以哪位模拟支付宝用户的身份登录</legend>
${userChoices()}
</fieldset>
<button class="confirm" type="submit" name="decision" value="allow" id="sandbox-confirm" data-testid="sandbox-confirm">同意</button>
<button class="refuse" type="submit" name="decision" value="deny" id="sandbox-refuse" data-testid="sandbox-refuse">取消</button>
</form></main>`;
}

/** The life-account authorize page; auth_base alone is silent, as in Alipay. */
export function alipayPages(app: FastifyInstance, sandbox: SandboxHosts): void {
  app.get(PATH, async (request: FastifyRequest, reply) => {
    const authorize = readRequest(request.query, sandbox, reply);
    if (!authorize) return reply;
    if (authorize.scope === 'auth_base')
      return approve(sandbox, authorize, rememberedUser(request), reply);
    return sendPage(reply, renderPage(THEME, '支付宝授权（沙箱）', consentPage(authorize)));
  });

  app.post(PATH, async (request, reply) => {
    const authorize = readRequest(request.body, sandbox, reply);
    if (!authorize) return reply;
    if (field(request.body, 'decision') !== 'allow') {
      return reply.redirect(
        redirectBack(authorize.redirectUri, { app_id: authorize.appId, state: authorize.state }),
      );
    }
    const user = chooseUser(field(request.body, 'user'));
    if (!user) return sendErrorPage(reply, THEME, '请选择一位模拟用户');
    return approve(sandbox, authorize, user, reply);
  });
}
