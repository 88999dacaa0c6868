import type { FastifyInstance } from 'fastify';
import type { SandboxHosts } from '../../providers/sandbox-hosts.ts';
import { consentPages, type ConsentHost } from './consent-flow.ts';
import { HOST_COLORS } from './html.ts';

const SCOPES = new Set(['auth_base', 'auth_user']);

const ALIPAY: ConsentHost = {
  kind: 'alipay',
  theme: { color: HOST_COLORS.alipay, hostName: '支付宝' },
  path: '/sandbox/alipay/oauth2/publicAppAuthorize.htm',
  appIdField: 'app_id',
  appId: (sandbox) => sandbox.alipay.appId,
  extraFields: {},
  // Alipay accepts a comma-separated list, e.g. "auth_user,auth_base".
  scopeError: (_source, scope) =>
    !scope || !scope.split(',').every((one) => SCOPES.has(one)) ? 'scope 参数错误' : undefined,
  silentScope: 'auth_base',
  ask: (appId) => `生活号应用 ${appId} 申请获取你的支付宝会员信息`,
  allowLabel: '同意',
  denyLabel: '取消',
  approved: ({ appId, scope, state }, code) => ({ auth_code: code, app_id: appId, scope, state }),
  refused: ({ appId, state }) => ({ app_id: appId, state }),
};

/** The life-account authorize page; auth_base alone is silent, as in Alipay. */
export function alipayPages(app: FastifyInstance, sandbox: SandboxHosts): void {
  consentPages(app, sandbox, ALIPAY);
}
