import type { FastifyInstance } from 'fastify';
import type { SandboxHosts } from '../../providers/sandbox-hosts.ts';
import { consentPages, type ConsentHost } from './consent-flow.ts';
import { HOST_COLORS } from './html.ts';
import { field } from './query.ts';

const SCOPES = new Set(['snsapi_base', 'snsapi_userinfo']);

const WECHAT: ConsentHost = {
  kind: 'wechat',
  theme: { color: HOST_COLORS.wechat, hostName: '微信' },
  path: '/sandbox/wechat/connect/oauth2/authorize',
  appIdField: 'appid',
  appId: (sandbox) => sandbox.wechat.appid,
  extraFields: { response_type: 'code' },
  scopeError: (source, scope) => {
    if (field(source, 'response_type') !== 'code') return 'response_type 参数错误';
    return SCOPES.has(scope) ? undefined : 'scope 参数错误';
  },
  silentScope: 'snsapi_base',
  ask: (appid) => `公众号 ${appid} 申请获得你的公开信息（昵称、头像）`,
  allowLabel: '允许',
  denyLabel: '拒绝',
  approved: ({ state }, code) => ({ code, state }),
  // On refusal WeChat returns to the app with only the state.
  refused: ({ state }) => ({ state }),
};

/** The official-account authorize page; snsapi_base is silent, as in WeChat. */
export function wechatPages(app: FastifyInstance, sandbox: SandboxHosts): void {
  consentPages(app, sandbox, WECHAT);
}
