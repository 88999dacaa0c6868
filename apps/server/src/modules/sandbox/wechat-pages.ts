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

const THEME: PageTheme = { color: '#07c160', hostName: '微信' };
const PATH = '/sandbox/wechat/connect/oauth2/authorize';
const SCOPES = new Set(['snsapi_base', 'snsapi_userinfo']);

interface AuthorizeRequest {
  appid: string;
  redirectUri: URL;
  scope: string;
  state: string;
}

/** Checks the authorize request as WeChat would; answers an error page when it is wrong. */
function readRequest(
  source: unknown,
  sandbox: SandboxHosts,
  reply: FastifyReply,
): AuthorizeRequest | undefined {
  const fail = (message: string) => {
    sendErrorPage(reply, THEME, message);
    return undefined;
  };
  const appid = field(source, 'appid');
  const redirectUri = parseRedirectUri(field(source, 'redirect_uri'));
  const scope = field(source, 'scope');
  const state = field(source, 'state');
  if (appid !== sandbox.wechat.appid) return fail('appid 参数错误');
  if (!redirectUri) return fail('redirect_uri 参数错误');
  if (field(source, 'response_type') !== 'code') return fail('response_type 参数错误');
  if (!SCOPES.has(scope)) return fail('scope 参数错误');
  if (state.length > MAX_STATE_LENGTH) return fail('state 参数过长');
  return { appid, redirectUri, scope, state };
}

async function approve(
  sandbox: SandboxHosts,
  request: AuthorizeRequest,
  user: SandboxUser,
  reply: FastifyReply,
) {
  const code = await issueCode(sandbox.store, 'wechat', {
    userKey: user.key,
    appid: request.appid,
    scope: request.scope,
  });
  rememberUser(reply, user);
  return reply.redirect(redirectBack(request.redirectUri, { code, state: request.state }));
}

function consentPage(request: AuthorizeRequest): string {
  return `<header><h1>沙箱环境 · 模拟微信授权</h1><p>公众号 ${escapeHtml(request.appid)} 申请获得你的公开信息（昵称、头像）</p></header>
<main><form method="post" action="${PATH}">
${hiddenFields({ appid: request.appid, redirect_uri: request.redirectUri.toString(), response_type: 'code', scope: request.scope, state: request.state })}
<fieldset><legend>以哪位模拟微信用户的身份登录</legend>
${userChoices()}
</fieldset>
<button class="confirm" type="submit" name="decision" value="allow" id="sandbox-confirm" data-testid="sandbox-confirm">允许</button>
<button class="refuse" type="submit" name="decision" value="deny" id="sandbox-refuse" data-testid="sandbox-refuse">拒绝</button>
</form></main>`;
}

/** The official-account authorize page; snsapi_base is silent, as in WeChat. */
export function wechatPages(app: FastifyInstance, sandbox: SandboxHosts): void {
  app.get(PATH, async (request: FastifyRequest, reply) => {
    const authorize = readRequest(request.query, sandbox, reply);
    if (!authorize) return reply;
    if (authorize.scope === 'snsapi_base')
      return approve(sandbox, authorize, rememberedUser(request), reply);
    return sendPage(reply, renderPage(THEME, '微信授权（沙箱）', consentPage(authorize)));
  });

  app.post(PATH, async (request, reply) => {
    const authorize = readRequest(request.body, sandbox, reply);
    if (!authorize) return reply;
    // On refusal WeChat returns to the app with only the state.
    if (field(request.body, 'decision') !== 'allow') {
      return reply.redirect(redirectBack(authorize.redirectUri, { state: authorize.state }));
    }
    const user = chooseUser(field(request.body, 'user'));
    if (!user) return sendErrorPage(reply, THEME, '请选择一位模拟用户');
    return approve(sandbox, authorize, user, reply);
  });
}
