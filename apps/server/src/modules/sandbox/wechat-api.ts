import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxHosts } from '../../providers/sandbox-hosts.ts';
import {
  recordSandboxSubscribeMessage,
  type SubscribeMessage,
} from '../../providers/wechat/subscribe-message.ts';
import {
  recordSandboxTemplateMessage,
  type TemplateMessage,
} from '../../providers/wechat/template-message.ts';
import { issueCode, redeemCode } from './codes.ts';
import { field, HOST_API } from './query.ts';
import { avatarPath, chooseUser, findUser, openidFor, unionidFor } from './users.ts';

const TOKEN_TTL_SECONDS = 7200;

// WeChat answers HTTP 200 with an errcode; the texts are WeChat's own.
const ERRORS = {
  40001: 'invalid credential, access_token is invalid or not latest',
  40002: 'invalid grant_type',
  40003: 'invalid openid',
  40013: 'invalid appid',
  40029: 'invalid code',
  40097: 'invalid args',
  40125: 'invalid appsecret',
  40163: 'code been used',
  41008: 'missing code',
  48001: 'api unauthorized',
} as const;
const fail = (errcode: keyof typeof ERRORS) => ({ errcode, errmsg: ERRORS[errcode] });

interface SnsToken {
  appid: string;
  userKey: string;
  scope: string;
}

const token = () => randomBytes(24).toString('base64url');
const snsKey = (accessToken: string) => `sandbox:wechat:sns-token:${accessToken}`;
const baseKey = (accessToken: string) => `sandbox:wechat:base-token:${accessToken}`;

/** The fake api.weixin.qq.com: web OAuth, mini-program login and the JS-SDK ticket. */
export function wechatApi(app: FastifyInstance, sandbox: SandboxHosts): void {
  const { store } = sandbox;
  const apps = [sandbox.wechat, sandbox.mini];
  const checkApp = (query: unknown, allowed = apps) => {
    const known = allowed.find((one) => one.appid === field(query, 'appid'));
    if (!known) return fail(40013);
    return known.secret === field(query, 'secret') ? undefined : fail(40125);
  };
  const redeem = async (query: unknown, codeField: string) => {
    const code = field(query, codeField);
    if (!code) return { failure: fail(41008) };
    const result = await redeemCode(store, 'wechat', code, field(query, 'appid'));
    if ('error' in result) return { failure: fail(result.error === 'used' ? 40163 : 40029) };
    return result;
  };

  app.get('/sandbox/wechat/sns/oauth2/access_token', HOST_API, async ({ query }) => {
    const problem = checkApp(query, [sandbox.wechat]);
    if (problem) return problem;
    if (field(query, 'grant_type') !== 'authorization_code') return fail(40002);
    const result = await redeem(query, 'code');
    if ('failure' in result) return result.failure;
    const { grant, user } = result;
    const accessToken = token();
    const record: SnsToken = { appid: grant.appid, userKey: user.key, scope: grant.scope };
    await store.set(snsKey(accessToken), JSON.stringify(record), TOKEN_TTL_SECONDS);
    return {
      access_token: accessToken,
      expires_in: TOKEN_TTL_SECONDS,
      refresh_token: token(),
      openid: openidFor(grant.appid, user),
      scope: grant.scope,
      // WeChat adds the unionid only for snsapi_userinfo.
      ...(grant.scope === 'snsapi_userinfo' && { unionid: unionidFor(user) }),
    };
  });

  app.get('/sandbox/wechat/sns/userinfo', HOST_API, async ({ query }) => {
    const stored = await store.get(snsKey(field(query, 'access_token')));
    if (!stored) return fail(40001);
    const record = JSON.parse(stored) as SnsToken;
    const user = findUser(record.userKey);
    if (!user) return fail(40001);
    const openid = openidFor(record.appid, user);
    if (field(query, 'openid') !== openid) return fail(40003);
    if (record.scope !== 'snsapi_userinfo') return fail(48001);
    return {
      openid,
      nickname: user.nickname,
      sex: user.sex,
      province: '',
      city: '',
      country: '中国',
      headimgurl: avatarPath(user),
      privilege: [],
      unionid: unionidFor(user),
    };
  });

  app.get('/sandbox/wechat/sns/jscode2session', HOST_API, async ({ query }) => {
    const problem = checkApp(query, [sandbox.mini]);
    if (problem) return problem;
    if (field(query, 'grant_type') !== 'authorization_code') return fail(40002);
    const result = await redeem(query, 'js_code');
    if ('failure' in result) return result.failure;
    const { grant, user } = result;
    return {
      openid: openidFor(grant.appid, user),
      session_key: token(),
      unionid: unionidFor(user),
    };
  });

  app.get('/sandbox/wechat/cgi-bin/token', HOST_API, async ({ query }) => {
    if (field(query, 'grant_type') !== 'client_credential') return fail(40002);
    const problem = checkApp(query);
    if (problem) return problem;
    const accessToken = token();
    await store.set(baseKey(accessToken), field(query, 'appid'), TOKEN_TTL_SECONDS);
    return { access_token: accessToken, expires_in: TOKEN_TTL_SECONDS };
  });

  app.get('/sandbox/wechat/cgi-bin/ticket/getticket', HOST_API, async ({ query }) => {
    if (!(await store.get(baseKey(field(query, 'access_token'))))) return fail(40001);
    if (field(query, 'type') !== 'jsapi') return fail(40097);
    return { errcode: 0, errmsg: 'ok', ticket: token(), expires_in: TOKEN_TTL_SECONDS };
  });

  /** Records the template message for tests and the demo instead of reaching a phone. */
  app.post('/sandbox/wechat/cgi-bin/message/template/send', HOST_API, async (request) => {
    const appid = await store.get(baseKey(field(request.query, 'access_token')));
    if (!appid) return fail(40001);
    const body = request.body as Partial<TemplateMessage> | undefined;
    if (!body?.touser) return fail(40003);
    if (!body.template_id || !body.data) return fail(40097);
    await recordSandboxTemplateMessage(store, {
      appid,
      touser: body.touser,
      template_id: body.template_id,
      ...(body.url && { url: body.url }),
      data: body.data,
      sentAt: app.clock.now().toISOString(),
    });
    return { errcode: 0, errmsg: 'ok', msgid: randomBytes(6).readUIntBE(0, 6) };
  });

  /** Records the subscribe message; WeChat refuses a `thing` over 20 characters, so does this. */
  app.post('/sandbox/wechat/cgi-bin/message/subscribe/send', HOST_API, async (request) => {
    const appid = await store.get(baseKey(field(request.query, 'access_token')));
    if (appid !== sandbox.mini.appid) return fail(40001);
    const body = request.body as Partial<SubscribeMessage> | undefined;
    if (!body?.touser) return fail(40003);
    if (!body.template_id || !body.data) return fail(40097);
    const tooLong = Object.values(body.data).some(({ value }) => [...value].length > 20);
    if (tooLong) return fail(40097);
    await recordSandboxSubscribeMessage(store, {
      appid,
      touser: body.touser,
      template_id: body.template_id,
      ...(body.page && { page: body.page }),
      data: body.data,
      sentAt: app.clock.now().toISOString(),
    });
    return { errcode: 0, errmsg: 'ok', msgid: randomBytes(6).readUIntBE(0, 6) };
  });

  /** What wx.login hands a mini-program: a js_code for the chosen demo user. */
  app.post('/sandbox/wechat/mini/login', async (request, reply) => {
    const user = chooseUser(field(request.body, 'user') || 'zhangsan');
    if (!user) return reply.code(400).send({ message: '沙箱用户不存在', field: 'user' });
    const code = await issueCode(store, 'wechat', {
      userKey: user.key,
      appid: sandbox.mini.appid,
      scope: 'mini',
    });
    return { code };
  });
}
