import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxHosts } from '../../providers/sandbox-hosts.ts';
import { issueCode, type CodeKind } from './codes.ts';
import {
  escapeHtml,
  hiddenFields,
  renderPage,
  sendErrorPage,
  sendPage,
  userChoices,
  type PageTheme,
} from './html.ts';
import { field, MAX_STATE_LENGTH, parseRedirectUri, redirectBack } from './query.ts';
import { chooseUser, rememberedUser, rememberUser, type SandboxUser } from './users.ts';

export interface AuthorizeRequest {
  appId: string;
  redirectUri: URL;
  scope: string;
  state: string;
}

/** What sets one host's authorize page apart; the consent flow itself is the same. */
export interface ConsentHost {
  kind: CodeKind;
  theme: PageTheme;
  path: string;
  /** The host's name for the app id parameter. */
  appIdField: 'appid' | 'app_id';
  appId: (sandbox: SandboxHosts) => string;
  /** Fields the host also requires, posted back between redirect_uri and scope. */
  extraFields: Record<string, string>;
  /** The error page's message for a wrong scope or extra field, as the host checks them. */
  scopeError: (source: unknown, scope: string) => string | undefined;
  /** The scope granted at once, without the consent page. */
  silentScope: string;
  /** Escaped markup: what the app asks of the user. */
  ask: (appId: string) => string;
  allowLabel: string;
  denyLabel: string;
  approved: (request: AuthorizeRequest, code: string) => Record<string, string>;
  refused: (request: AuthorizeRequest) => Record<string, string>;
}

/** Checks the authorize request as the host would; answers an error page when it is wrong. */
function readRequest(
  host: ConsentHost,
  source: unknown,
  sandbox: SandboxHosts,
  reply: FastifyReply,
): AuthorizeRequest | undefined {
  const fail = (message: string) => {
    sendErrorPage(reply, host.theme, message);
    return undefined;
  };
  const appId = field(source, host.appIdField);
  const redirectUri = parseRedirectUri(field(source, 'redirect_uri'));
  const scope = field(source, 'scope');
  const state = field(source, 'state');
  if (appId !== host.appId(sandbox)) return fail(`${host.appIdField} 参数错误`);
  if (!redirectUri) return fail('redirect_uri 参数错误');
  const scopeError = host.scopeError(source, scope);
  if (scopeError) return fail(scopeError);
  if (state.length > MAX_STATE_LENGTH) return fail('state 参数过长');
  return { appId, redirectUri, scope, state };
}

async function approve(
  host: ConsentHost,
  sandbox: SandboxHosts,
  request: AuthorizeRequest,
  user: SandboxUser,
  reply: FastifyReply,
) {
  const code = await issueCode(sandbox.store, host.kind, {
    userKey: user.key,
    appid: request.appId,
    scope: request.scope,
  });
  rememberUser(reply, user);
  return reply.redirect(redirectBack(request.redirectUri, host.approved(request, code)));
}

function consentPage(host: ConsentHost, request: AuthorizeRequest): string {
  const fields = {
    [host.appIdField]: request.appId,
    redirect_uri: request.redirectUri.toString(),
    ...host.extraFields,
    scope: request.scope,
    state: request.state,
  };
  const hostName = host.theme.hostName;
  return `<header><h1>沙箱环境 · 模拟${hostName}授权</h1><p>${host.ask(escapeHtml(request.appId))}</p></header>
<main><form method="post" action="${host.path}">
${hiddenFields(fields)}
<fieldset><legend>以哪位模拟${hostName}用户的身份登录</legend>
${userChoices()}
</fieldset>
<button class="confirm" type="submit" name="decision" value="allow" id="sandbox-confirm" data-testid="sandbox-confirm">${host.allowLabel}</button>
<button class="refuse" type="submit" name="decision" value="deny" id="sandbox-refuse" data-testid="sandbox-refuse">${host.denyLabel}</button>
</form></main>`;
}

/** The host's authorize page: silent for the silent scope, otherwise a consent form. */
export function consentPages(app: FastifyInstance, sandbox: SandboxHosts, host: ConsentHost): void {
  app.get(host.path, async (request: FastifyRequest, reply) => {
    const authorize = readRequest(host, request.query, sandbox, reply);
    if (!authorize) return reply;
    if (authorize.scope === host.silentScope)
      return approve(host, sandbox, authorize, rememberedUser(request), reply);
    const title = `${host.theme.hostName}授权（沙箱）`;
    return sendPage(reply, renderPage(host.theme, title, consentPage(host, authorize)));
  });

  app.post(host.path, async (request, reply) => {
    const authorize = readRequest(host, request.body, sandbox, reply);
    if (!authorize) return reply;
    if (field(request.body, 'decision') !== 'allow')
      return reply.redirect(redirectBack(authorize.redirectUri, host.refused(authorize)));
    const user = chooseUser(field(request.body, 'user'));
    if (!user) return sendErrorPage(reply, host.theme, '请选择一位模拟用户');
    return approve(host, sandbox, authorize, user, reply);
  });
}
