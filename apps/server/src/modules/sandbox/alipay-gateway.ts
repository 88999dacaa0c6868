import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { signingString, signRsa2, verifyRsa2 } from '../../providers/alipay/rsa2.ts';
import {
  ALIPAY_MESSAGE_METHOD,
  recordSandboxAlipayMessage,
  type AlipayTemplateMessage,
} from '../../providers/alipay/template-message.ts';
import type { SandboxHosts } from '../../providers/sandbox-hosts.ts';
import { redeemCode } from './codes.ts';
import { field, HOST_API } from './query.ts';
import { alipayUserIdFor } from './users.ts';

const AUTH_METHOD = 'alipay.system.oauth.token';

interface Failure {
  sub_code: string;
  sub_msg: string;
}

const INVALID = (sub_code: string, sub_msg: string): Failure => ({ sub_code, sub_msg });

/**
 * The fake openapi.alipay.com/gateway.do: checks the request's RSA2 signature with the app's
 * public key and signs every answer with the sandbox Alipay key, over the node's exact text.
 */
export function alipayGateway(app: FastifyInstance, sandbox: SandboxHosts): void {
  const { store, alipay } = sandbox;

  const answer = (reply: FastifyReply, nodeName: string, node: Record<string, unknown>) => {
    const raw = JSON.stringify(node);
    const sign = signRsa2(raw, alipay.alipay.privateKey);
    return reply
      .header('content-type', 'application/json;charset=utf-8')
      .send(`{"${nodeName}":${raw},"sign":"${sign}"}`);
  };
  const reject = (reply: FastifyReply, failure: Failure) =>
    answer(reply, 'error_response', { code: '40002', msg: 'Invalid Arguments', ...failure });

  const check = (params: Record<string, string>): Failure | undefined => {
    if (params.app_id !== alipay.appId) return INVALID('isv.invalid-app-id', '无效的AppID参数');
    if (params.sign_type !== 'RSA2') return INVALID('isv.invalid-signature-type', '无效的签名类型');
    if (!verifyRsa2(signingString(params), params.sign ?? '', alipay.app.publicKey)) {
      return INVALID('isv.invalid-signature', '验签出错');
    }
    if (params.method !== AUTH_METHOD && params.method !== ALIPAY_MESSAGE_METHOD)
      return INVALID('isv.invalid-method', '不存在的方法名');
    return undefined;
  };

  const exchangeCode = async (reply: FastifyReply, params: Record<string, string>) => {
    if (params.grant_type !== 'authorization_code')
      return reject(reply, INVALID('isv.grant-type-invalid', 'grant_type 无效'));
    const result = await redeemCode(store, 'alipay', params.code ?? '', alipay.appId);
    if ('error' in result) return reject(reply, INVALID('isv.code-invalid', '授权码code无效'));
    return answer(reply, `${AUTH_METHOD.replaceAll('.', '_')}_response`, {
      code: '10000',
      msg: 'Success',
      user_id: alipayUserIdFor(result.user),
      access_token: randomBytes(24).toString('hex'),
      expires_in: 1_296_000,
      refresh_token: randomBytes(24).toString('hex'),
      re_expires_in: 2_592_000,
    });
  };

  /** Records the life account's template message for tests and the demo. */
  const sendMessage = async (reply: FastifyReply, params: Record<string, string>) => {
    let message: Partial<AlipayTemplateMessage>;
    try {
      message = JSON.parse(params.biz_content ?? '') as Partial<AlipayTemplateMessage>;
    } catch {
      return reject(reply, INVALID('isv.invalid-biz-content', 'biz_content 不是 JSON'));
    }
    if (!message.to_user_id || !message.template?.template_id || !message.template.context)
      return reject(reply, INVALID('isv.missing-parameter', '缺少 to_user_id 或 template'));
    await recordSandboxAlipayMessage(store, {
      appId: alipay.appId,
      to_user_id: message.to_user_id,
      template: message.template,
      sentAt: app.clock.now().toISOString(),
    });
    return answer(reply, `${ALIPAY_MESSAGE_METHOD.replaceAll('.', '_')}_response`, {
      code: '10000',
      msg: 'Success',
    });
  };

  app.post('/sandbox/alipay/gateway.do', HOST_API, async (request, reply) => {
    // SDKs send the common parameters in the query and the rest in the form body.
    const params: Record<string, string> = {};
    for (const source of [request.query, request.body]) {
      if (typeof source !== 'object' || source === null) continue;
      for (const name of Object.keys(source)) params[name] = field(source, name);
    }
    const problem = check(params);
    if (problem) return reject(reply, problem);
    return params.method === AUTH_METHOD ? exchangeCode(reply, params) : sendMessage(reply, params);
  });
}
