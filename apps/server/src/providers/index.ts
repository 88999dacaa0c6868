import type { OaConfig } from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { createStore, type KeyValueStore } from '../stores/index.ts';
import { createAlipayAuthClient } from './alipay/auth-client.ts';
import {
  createAlipayTemplateMessenger,
  type AlipayTemplateMessenger,
} from './alipay/template-message.ts';
import { inProcessFetch } from './in-process-fetch.ts';
import {
  createSandboxHosts,
  SANDBOX_ALIPAY_BASE,
  SANDBOX_ORIGIN,
  SANDBOX_WECHAT_BASE,
  type SandboxHosts,
} from './sandbox-hosts.ts';
import { InvalidCodeError, type CodeExchanger, type Fetch } from './types.ts';
import { createJsapiService, type JsapiService } from './wechat/jsapi.ts';
import { createWechatMiniClient } from './wechat/mini-client.ts';
import { createWechatOauthClient } from './wechat/oauth-client.ts';
import { createSubscribeMessenger, type SubscribeMessenger } from './wechat/subscribe-message.ts';
import { createTemplateMessenger, type TemplateMessenger } from './wechat/template-message.ts';

export type HostWithCode = 'WXGZH' | 'WXXCX' | 'ZFBSHH';

export interface Providers {
  codeExchangers: Record<HostWithCode, CodeExchanger>;
  /** Null when neither a real official account nor the sandbox is configured. */
  jsapi: JsapiService | null;
  oaConfig: OaConfig;
  /** Set when SANDBOX is on: the sandbox module mounts its twins only then. */
  sandbox: SandboxHosts | null;
  /** The official account's template messages; null without a template for them. */
  templateMessages: TemplateMessenger | null;
  /** The mini-program's subscribe messages; null without a template for them. */
  subscribeMessages: SubscribeMessenger | null;
  /** The Alipay life account's template messages; null without a template for them. */
  alipayMessages: AlipayTemplateMessenger | null;
}

export interface ProviderDeps {
  store: KeyValueStore;
  /** For the real hosts; the global fetch by default. */
  fetch?: Fetch;
  /** Reaches the sandbox twins; required when SANDBOX is on. */
  sandboxFetch?: Fetch;
  /** Milliseconds since the epoch, from the app's clock: requests are timestamped. */
  now: () => number;
}

type ProviderConfig = Pick<Config, 'sandbox' | 'wechat' | 'alipay'>;

/** The sandbox hosts answer every template id; this one stands for the stop notice. */
const SANDBOX_STOP_TEMPLATE_ID = 'sandbox-clinic-stop';

const unconfigured: CodeExchanger = {
  exchangeCode: () => Promise.reject(new InvalidCodeError('未配置')),
};

/** The real client where its credentials are configured; else the sandbox twin when SANDBOX is on. */
export function createProviders(config: ProviderConfig, deps: ProviderDeps): Providers {
  const { store, fetch = globalThis.fetch, now } = deps;
  const { wechat, alipay } = config;
  const sandbox = config.sandbox ? createSandboxHosts(store) : null;
  if (sandbox && !deps.sandboxFetch)
    throw new Error('SANDBOX is on but no sandbox fetch was given');
  const sandboxFetch = deps.sandboxFetch ?? fetch;
  const sandboxWechatBase = SANDBOX_ORIGIN + SANDBOX_WECHAT_BASE;

  const realOa =
    wechat.appId && wechat.secret
      ? { appid: wechat.appId, secret: wechat.secret, apiBase: wechat.apiBase, fetch }
      : null;
  const realMini =
    wechat.miniAppId && wechat.miniSecret
      ? { appid: wechat.miniAppId, secret: wechat.miniSecret, apiBase: wechat.apiBase, fetch }
      : null;
  const realAlipay =
    alipay.appId && alipay.privateKey && alipay.publicKey
      ? {
          appId: alipay.appId,
          privateKey: alipay.privateKey,
          alipayPublicKey: alipay.publicKey,
          gateway: alipay.gateway,
          fetch,
        }
      : null;

  const oa =
    realOa ?? (sandbox && { ...sandbox.wechat, apiBase: sandboxWechatBase, fetch: sandboxFetch });
  const mini =
    realMini ?? (sandbox && { ...sandbox.mini, apiBase: sandboxWechatBase, fetch: sandboxFetch });
  const life =
    realAlipay ??
    (sandbox && {
      appId: sandbox.alipay.appId,
      privateKey: sandbox.alipay.app.privateKey,
      alipayPublicKey: sandbox.alipay.alipay.publicKey,
      gateway: `${SANDBOX_ORIGIN}${SANDBOX_ALIPAY_BASE}/gateway.do`,
      fetch: sandboxFetch,
    });
  // Unconfigured and without a sandbox, the web app is still pointed at the real hosts.
  const viaSandbox = (real: object | null) => !real && sandbox !== null;

  const jsapi = oa ? createJsapiService({ ...oa, store, now }) : null;
  const stopTemplate = (configured: string | undefined, real: object | null) =>
    configured ?? (viaSandbox(real) ? SANDBOX_STOP_TEMPLATE_ID : undefined);
  const stopTemplateId = stopTemplate(wechat.stopTemplateId, realOa);
  const miniStopTemplateId = stopTemplate(wechat.miniStopTemplateId, realMini);
  const alipayStopTemplateId = stopTemplate(alipay.stopTemplateId, realAlipay);
  // cgi-bin/token is the same call for a mini-program, cached per appid the same way.
  const miniTokens = mini ? createJsapiService({ ...mini, store, now }) : null;

  return {
    codeExchangers: {
      WXGZH: oa ? createWechatOauthClient(oa) : unconfigured,
      WXXCX: mini ? createWechatMiniClient(mini) : unconfigured,
      ZFBSHH: life ? createAlipayAuthClient({ ...life, now }) : unconfigured,
    },
    jsapi,
    oaConfig: {
      appid: oa ? oa.appid : null,
      authorizeUrl: viaSandbox(realOa)
        ? `${SANDBOX_WECHAT_BASE}/connect/oauth2/authorize`
        : `${trimSlash(wechat.openBase)}/connect/oauth2/authorize`,
      alipayAppId: life ? life.appId : null,
      alipayAuthorizeUrl: viaSandbox(realAlipay)
        ? `${SANDBOX_ALIPAY_BASE}/oauth2/publicAppAuthorize.htm`
        : `${trimSlash(alipay.authBase)}/oauth2/publicAppAuthorize.htm`,
    },
    sandbox,
    templateMessages:
      oa && jsapi && stopTemplateId
        ? createTemplateMessenger({
            apiBase: oa.apiBase,
            fetch: oa.fetch,
            getAccessToken: () => jsapi.getAccessToken(),
            clinicStopTemplateId: stopTemplateId,
          })
        : null,
    subscribeMessages:
      mini && miniTokens && miniStopTemplateId
        ? createSubscribeMessenger({
            apiBase: mini.apiBase,
            fetch: mini.fetch,
            getAccessToken: () => miniTokens.getAccessToken(),
            clinicStopTemplateId: miniStopTemplateId,
          })
        : null,
    alipayMessages:
      life && alipayStopTemplateId
        ? createAlipayTemplateMessenger({
            ...life,
            now,
            clinicStopTemplateId: alipayStopTemplateId,
          })
        : null,
  };
}

const trimSlash = (base: string) => base.replace(/\/+$/, '');

declare module 'fastify' {
  interface FastifyInstance {
    providers: Providers;
    /** Short-lived shared state (captchas, ticket cache); Redis when REDIS_URL is set. */
    store: KeyValueStore;
  }
}

/**
 * Decorates the app with `providers` and `store`. Sandbox twins are reached through the app
 * itself. A store created here is closed with the app; a given one belongs to the caller.
 */
export function installProviders(
  app: FastifyInstance,
  config: ProviderConfig & Pick<Config, 'redisUrl'>,
  deps: { store?: KeyValueStore; fetch?: Fetch } = {},
): Providers {
  const now = () => app.clock.now().getTime();
  const store = deps.store ?? createStore(config, now);
  if (!deps.store) app.addHook('onClose', () => store.close());
  const providers = createProviders(config, {
    store,
    fetch: deps.fetch,
    sandboxFetch: inProcessFetch(app),
    now,
  });
  app.decorate('store', store);
  app.decorate('providers', providers);
  return providers;
}
